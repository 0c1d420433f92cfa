/**
 * How a request becomes its caller, as PostgREST does it: the gateway works as `authenticator`, a
 * login role without privileges of its own (NOINHERIT) that may only switch to the API roles.
 */
export const AUTHENTICATOR = 'authenticator';

/** Run as the owner after migrations (the API roles exist by then). Idempotent. */
export const AUTHENTICATOR_SETUP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = '${AUTHENTICATOR}') then
    create role ${AUTHENTICATOR} nologin noinherit;
  end if;
end
$$;
alter role ${AUTHENTICATOR} noinherit nosuperuser nocreatedb nocreaterole nobypassrls noreplication;
grant anon, authenticated, service_role to ${AUTHENTICATOR};`;

/** The SQL that makes a transaction act as the caller; `set_config(…, true)` ends with the transaction. */
export const ROLE_SETUP_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.role', $1, true)";
