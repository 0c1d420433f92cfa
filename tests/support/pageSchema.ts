import path from 'node:path';
import { validateContent as validateFiles, loadSchemaSet } from '../../content/node.ts';

/**
 * The one door from src/ tests to the content core: the compiled page schema, so unit tests and
 * stories can check that their data is schema-valid page JSON, and the whole validator for
 * content files (lint forbids src/ from importing content/ directly).
 */
const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
export const { page: validatePage } = loadSchemaSet(schemasDir);

/** Every problem the validator finds in the given files (`path` is how messages name them). */
export const validateContent = (files: { path: string; text: string }[]) =>
  validateFiles({
    files,
    schemasDir,
    publicDir: path.resolve(import.meta.dirname, '../../public'),
  });
