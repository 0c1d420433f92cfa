/**
 * Property-based fuzzing of the gateway with the public key: query strings built from SQL
 * metacharacters, quotes, parentheses, unicode and percent-escapes around PostgREST's own words.
 * Whatever arrives, the answer is well-formed JSON the caller may see, the backend stays up, and
 * a canary row's private columns never appear; the same under oversized insert batches and
 * floods of Realtime subscriptions.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { validEstimate, validMessage } from './harness/index.ts';
import { insertBody, subscriptionFlood } from '../../tests/support/backend/floods.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { changes, connect, type Frame } from '../../tests/support/backend/phoenix.ts';
import { anonHeaders } from '../../tests/support/backend/rawHttp.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Each load run writes up to a thousand rows or opens hundreds of channels: fewer runs. */
const LOAD_RUNS = Math.max(5, Math.round(FUZZ_RUNS / 50));

const words = fc.constantFrom(
  ...[
    "'",
    '"',
    ';',
    '--',
    '/*',
    '*/',
    '(',
    ')',
    ',',
    '.',
    ':',
    '::',
    '*',
    '%',
    '\\',
    ' ',
    '=',
    '&',
  ],
  ...['%27', '%22', '%3B', '%28', '%2C', '%00', '%E0%A4%A', '%ZZ', '%', 'é', 'Ω', '𝔘', '\u202e'],
  ...['select', 'limit', 'offset', 'union', 'nullsfirst', 'nullslast', 'desc', 'asc', 'not'],
  ...['eq', 'neq', 'gt', 'like', 'ilike', 'in', 'is', 'null', 'true', 'or', 'and'],
  ...['email', 'phone', 'details', 'name', 'id', 'created_at', 'message', 'estimates'],
  ...['pg_sleep(1)', "set_config('role','postgres',true)", 'reset role', 'copy', "program 'id'"],
  ...['current_setting', 'query_to_xml', 'pg_read_file', '1=1', 'OR 1=1', "' or ''='"],
);
const fragment = fc
  .array(fc.oneof(words, fc.string({ maxLength: 4 }), fc.stringMatching(/^[a-z_]{1,8}$/)), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const key = fc.oneof(
  fc.constantFrom('select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'),
  fc.constantFrom('name', 'email', 'phone', 'details', 'id', 'created_at', 'service'),
  fragment,
);
const grammarish = fc
  .tuple(fc.constantFrom('', 'not.'), fc.constantFrom('eq.', 'like.', 'in.(', 'is.', ''), fragment)
  .map((parts) => parts.join(''));
const pairs = fc
  .array(fc.tuple(key, fc.oneof(fragment, grammarish)), { minLength: 1, maxLength: 4 })
  .map((list) => list.map(([name, value]) => `${name}=${value}`).join('&'));
const visible = fc.constantFrom('id', 'name', 'service', 'contact_time', 'created_at');
/** Requests within the grammar on the overlay's own columns, with hostile values. */
const wellFormed = fc
  .tuple(
    visible,
    fc.constantFrom('eq', 'neq', 'like', 'ilike', 'gt'),
    fragment,
    visible,
    fc.constantFrom('', '.asc', '.desc.nullslast', '.nullsfirst'),
    fc.nat(50),
  )
  .map(
    ([column, op, value, orderBy, direction, limit]) =>
      `select=id,name&${column}=${op}.${encodeURIComponent(value)}&order=${orderBy}${direction}&limit=${limit}`,
  );
const queryString = fc.oneof(
  pairs,
  pairs.map((rest) => `select=id,name,service,created_at&${rest}`),
  wellFormed,
);
const table = fc.constantFrom(
  'estimates',
  'estimates',
  'contact_messages',
  'pg_authid',
  '%E0%A4%A',
  'estimates%00',
  'estimates%22%3Bdrop',
);

describeEachBackend('fuzzing the gateway as the public key', (backend, kind) => {
  const secrets = [
    `fuzz-canary-${kind}@secret.example`,
    '(973) 555-0111 x999',
    'FUZZ-CANARY-DETAILS',
    'FUZZ-CANARY-MESSAGE',
  ];
  beforeAll(async () => {
    const [email, phone, details, message] = secrets as [string, string, string, string];
    await backend.service().from('estimates').insert(validEstimate({ email, phone, details }));
    await backend.service().from('contact_messages').insert(validMessage({ email, message }));
  });

  it(`answers ${FUZZ_RUNS} generated requests with JSON the caller may see, and stays up`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(table, queryString, async (name, query) => {
        let response: Response;
        try {
          response = await fetch(`${backend.gateway.url}/rest/v1/${name}?${query}`, {
            headers: anonHeaders,
          });
        } catch (error) {
          // fetch itself refused to send the URL; nothing reached the gateway.
          if (error instanceof TypeError && !/fetch failed/.test(error.message)) return;
          throw error;
        }
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, text).toBeLessThan(500);
        const body = JSON.parse(text) as unknown;
        if (response.ok) {
          expect(Array.isArray(body)).toBe(true);
          expect(name).not.toBe('contact_messages');
        } else expect(body).toMatchObject({ message: expect.any(String) });
        for (const secret of secrets) expect(text).not.toContain(secret);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect((await fetch(`${backend.gateway.url}/health`)).ok).toBe(true);
    // Some of what was generated must have been valid, or the fuzzer only tested refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it(`answers ${LOAD_RUNS} oversized or malformed insert batches with 4xx or 201, and stays up`, async () => {
    await fc.assert(
      fc.asyncProperty(insertBody, async (body) => {
        const response = await fetch(`${backend.gateway.url}/rest/v1/estimates`, {
          method: 'POST',
          headers: {
            ...anonHeaders,
            'Content-Type': 'application/json',
            Prefer: 'return=representation',
          },
          body,
        });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        for (const secret of secrets) expect(text).not.toContain(secret);
      }),
      { numRuns: LOAD_RUNS },
    );
    expect((await fetch(`${backend.gateway.url}/health`)).ok).toBe(true);
  }, 240_000);

  it(`survives ${LOAD_RUNS} floods of subscriptions without showing the canary to anon`, async () => {
    const [email, phone, details] = secrets as [string, string, string];
    await fc.assert(
      fc.asyncProperty(subscriptionFlood, async (flood) => {
        const sockets = await Promise.all(flood.map(() => connect(backend.gateway.url, '2.0.0')));
        flood.forEach(({ channels, bindings }, s) => {
          for (let c = 0; c < channels; c++) {
            const payload = { config: { postgres_changes: bindings } };
            sockets[s]!.send([`${c}`, `${c}`, `realtime:flood-${c}`, 'phx_join', payload]);
          }
        });
        const control = await connect(backend.gateway.url, '2.0.0', LOCAL_SERVICE_ROLE_KEY);
        control.send(['1', '1', 'realtime:control', 'phx_join', changes('estimates')]);
        await control.next((f: Frame) => Array.isArray(f) && f[1] === '1');
        await backend.service().from('estimates').insert(validEstimate({ email, phone, details }));
        await control.next((f: Frame) => Array.isArray(f) && f[3] === 'postgres_changes');
        control.socket.close();
        // Heartbeats are answered in order after everything sent before them on each socket.
        await backend.gateway.realtime.fanout.settled();
        for (const socket of sockets) {
          socket.send([null, 'flood-hb', 'phoenix', 'heartbeat', {}]);
          await socket.next((f: Frame) => Array.isArray(f) && f[1] === 'flood-hb', 30_000);
          const text = JSON.stringify(socket.frames);
          for (const secret of secrets) expect(text).not.toContain(secret);
          socket.socket.close();
        }
        expect((await fetch(`${backend.gateway.url}/health`)).ok).toBe(true);
      }),
      { numRuns: LOAD_RUNS },
    );
  }, 240_000);
});
