/** Generators for the fuzz suite's load properties: oversized insert bodies and subscription floods. */
import fc from 'fast-check';
import { validEstimate } from '../../../supabase/local/harness/index.ts';

/** A value nested `depth` levels deep in arrays. */
const nested = (depth: number, inner: unknown): unknown =>
  JSON.parse(`${'['.repeat(depth)}${JSON.stringify(inner)}${']'.repeat(depth)}`);

const junkRow = fc.oneof(
  fc.constant(validEstimate({ name: 'Fuzz batch' })),
  fc.record({ name: fc.string({ maxLength: 20 }), email: fc.string({ maxLength: 20 }) }),
  fc.dictionary(fc.constantFrom('name', 'id', 'email', '__proto__', 'constructor'), fc.jsonValue()),
  fc.integer({ min: 1, max: 300 }).map((depth) => ({ name: nested(depth, 'deep') })),
);

/** An insert body: a few rows to far more than the cap, valid or not, with odd nesting. */
export const insertBody = fc
  .tuple(fc.constantFrom(0, 1, 7, 999, 1000, 1001, 2500), junkRow, fc.boolean())
  .map(([count, row, valid]) =>
    JSON.stringify(
      Array.from({ length: count }, (_, i) =>
        valid ? validEstimate({ name: `Fuzz batch ${i}` }) : row,
      ),
    ),
  );

const filter = fc.oneof(
  fc.constantFrom(
    '__proto__=eq.[object Object]',
    'constructor=neq.x',
    'hasOwnProperty=gt.a',
    'email=neq.x',
    'details=neq.x',
    'name=in.(a,b)',
    'id=gte.0',
  ),
  fc.string({ maxLength: 30 }),
);
const binding = fc.record(
  {
    event: fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE', 'insert', 'TRUNCATE'),
    schema: fc.constantFrom('public', '*', 'pg_catalog', 'auth'),
    table: fc.constantFrom('estimates', 'contact_messages', '*', 'pg_authid'),
    filter,
  },
  { requiredKeys: ['event', 'schema'] },
);

/** Sockets, each with many channels of many bindings: past the caps as often as within them. */
export const subscriptionFlood = fc.array(
  fc.record({
    channels: fc.integer({ min: 1, max: 120 }),
    bindings: fc.array(binding, { minLength: 1, maxLength: 25 }),
  }),
  { minLength: 1, maxLength: 4 },
);
