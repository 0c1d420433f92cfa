import path from 'node:path';
import { loadSchemaSet } from '../../scripts/lib/validator/schema-set.ts';

/**
 * The one door from src/ tests to the validator in scripts/: the compiled page schema, so unit
 * tests and stories can check that their data is schema-valid page JSON (lint forbids src/ from
 * importing scripts/ directly).
 */
export const { page: validatePage } = loadSchemaSet(
  path.resolve(import.meta.dirname, '../../schemas'),
);
