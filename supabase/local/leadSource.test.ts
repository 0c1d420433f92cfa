import { expect, it } from 'vitest';
import { validEstimate, validMessage } from './harness/index.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

/** Where a lead came from: visitors write the page's path with their form, and cannot read it. */
describeEachBackend('the page a lead was sent from', (backend, kind) => {
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
