/**
 * The local gateway's door for tools: start it, its address and keys, PostgreSQL's programs, and
 * the lock that keeps one gateway per data directory.
 */
export { startGateway, type Gateway, type GatewayOptions } from './gateway.ts';
export { DEFAULT_PORT, localBackendPort, localBackendUrl } from './address.ts';
export { runGateway, stopOnSignals } from './main.ts';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
export { DEFAULT_PUBLIC_BUCKETS, STORAGE_DIR } from './storage/buckets.ts';
export { contentTypeOf } from './storage/contentType.ts';
export { openObject } from './storage/openObject.ts';
export { byteRange, UNSATISFIABLE } from './storage/byteRange.ts';
export { findPostgresBin } from './db/postgresBin.ts';
export { lockDataDir } from './db/lock.ts';
