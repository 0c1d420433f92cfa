/** A gateway on each store this machine has (PGlite, PostgreSQL), sample rows and the Realtime join: for tests and benchmarks. */
export {
  TestBackend,
  storeKinds,
  START_TIMEOUT_MS,
  validEstimate,
  validMessage,
  type StoreKind,
} from './backends.ts';
export { startCluster, type Cluster } from './postgresCluster.ts';
export { changes } from './realtimeJoin.ts';
