/**
 * A suite run once on each store this machine has (PGlite always, PostgreSQL when installed),
 * with its own gateway over a fresh database: started before the suite's first test (a suite's
 * own `beforeAll`, e.g. to add rows, runs after it) and stopped after its last.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import {
  START_TIMEOUT_MS,
  storeKinds,
  TestBackend,
  type StoreKind,
} from '../../../supabase/local/harness/index.ts';

type GatewayOptions = ConstructorParameters<typeof TestBackend>[2];

type Suite = (backend: TestBackend, kind: StoreKind) => void;

export function describeEachBackend(title: string, suite: Suite): void;
/** The same, with the gateway's limits (or other options) set for this suite. */
export function describeEachBackend(title: string, options: GatewayOptions, suite: Suite): void;
export function describeEachBackend(
  title: string,
  ...[first, second]: [Suite] | [GatewayOptions, Suite]
): void {
  const [options, suite] = second ? [first as GatewayOptions, second] : [undefined, first as Suite];
  describe.each(storeKinds)(`${title} (%s)`, (kind) => {
    const backend = new TestBackend(kind, undefined, options);
    beforeAll(() => backend.start(), START_TIMEOUT_MS);
    afterAll(() => backend.dispose());
    suite(backend, kind);
  });
}
