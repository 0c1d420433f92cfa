import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START_TIMEOUT_MS,
  storeKinds,
  TestBackend,
  validEstimate,
  validMessage,
} from './harness/index.ts';

/** Where a lead came from: visitors write the page's path with their form, and cannot read it. */
describe.each(storeKinds)('the page a lead was sent from (%s)', (kind) => {
  const backend = new TestBackend(kind);
  beforeAll(() => backend.start(), START_TIMEOUT_MS);
  afterAll(() => backend.dispose());

  it.each([
    ['estimates', validEstimate],
    ['contact_messages', validMessage],
  ] as const)('is stored with a %s row sent by a visitor', async (table, valid) => {
    const email = `lead-${table}-${kind}@example.com`;
    const row: Record<string, unknown> = {
      ...valid({ email }),
      page_path: '/interior-painting/dover-nj',
    };
    const { error } = await backend.client().from(table).insert(row);
    expect(error).toBeNull();
    const { data } = await backend.service().from(table).select('page_path').eq('email', email);
    expect(data).toEqual([{ page_path: '/interior-painting/dover-nj' }]);
  });

  it('is refused unless it is a site path', async () => {
    for (const page_path of ['https://evil.example/', 'dover', `/${'x'.repeat(300)}`]) {
      const { error } = await backend
        .client()
        .from('estimates')
        .insert({ ...validEstimate(), page_path });
      expect(error?.code, page_path.slice(0, 30)).toBe('23514');
    }
  });

  it('is never readable with the public key', async () => {
    const { data, error } = await backend.client().from('estimates').select('id,page_path');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
