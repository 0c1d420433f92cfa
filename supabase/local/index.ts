/** The local gateway's door for tools: start it, its address and keys, and PostgreSQL's programs. */
export { startGateway, DEFAULT_PORT, type Gateway, type GatewayOptions } from './gateway.ts';
export { runGateway, stopOnSignals } from './main.ts';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
export { findPostgresBin } from './db/postgresBin.ts';
