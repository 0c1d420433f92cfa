import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, signJwt, verifyJwt } from './keys.ts';

describe('local API keys', () => {
  it('are the ones .env.example documents', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    expect(example).toContain(`VITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}\n`);
    expect(example).toContain(`SUPABASE_SERVICE_ROLE_KEY=${LOCAL_SERVICE_ROLE_KEY}\n`);
  });

  it('name their roles, and a token signed with another secret or expired is refused', () => {
    expect(verifyJwt(LOCAL_ANON_KEY)).toMatchObject({ claims: { role: 'anon' } });
    expect(verifyJwt(LOCAL_SERVICE_ROLE_KEY)).toMatchObject({ claims: { role: 'service_role' } });
    expect(verifyJwt(signJwt({ role: 'anon' }, 'another-secret-another-secret-another'))).toEqual({
      error: 'JWSError JWSInvalidSignature',
    });
    expect(verifyJwt(signJwt({ role: 'anon', exp: 1000 }))).toEqual({ error: 'JWT expired' });
    expect(verifyJwt(signJwt({ role: 'postgres' }))).toEqual({
      error: 'role "postgres" does not exist',
    });
  });
});
