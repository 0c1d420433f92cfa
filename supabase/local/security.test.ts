import { beforeAll, expect, it } from 'vitest';
import { validEstimate, validMessage } from './harness/index.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

/** What the public (anon) key must never do, enforced by the database whatever client is used. */
describeEachBackend('database rules for the public key', (backend, kind) => {
  beforeAll(async () => {
    await backend
      .service()
      .from('estimates')
      .insert(validEstimate({ email: `private-${kind}@example.com` }));
    await backend.service().from('contact_messages').insert(validMessage());
  });

  it.each(['email', 'phone', 'details', '*', 'id,email'])(
    'cannot read estimates.%s',
    async (columns) => {
      const { data, error } = await backend.client().from('estimates').select(columns);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    },
  );

  it('can read only who asked for what, recently', async () => {
    await backend
      .service()
      .from('estimates')
      .insert(
        validEstimate({
          name: 'Old Request',
          created_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        }),
      );
    const { data, error } = await backend
      .client()
      .from('estimates')
      .select('id,name,service,contact_time,created_at');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    expect(data?.map((row) => row.name)).not.toContain('Old Request');
  });

  it('cannot read anything of contact_messages', async () => {
    for (const columns of ['*', 'name', 'email', 'message']) {
      const { data, error } = await backend.client().from('contact_messages').select(columns);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('cannot update or delete rows', async () => {
    const anon = backend.client();
    for (const table of ['estimates', 'contact_messages']) {
      const update = await anon.from(table).update({ name: 'Changed' }).neq('name', '');
      expect([update.status, update.error?.code]).toEqual([401, '42501']);
      const remove = await anon.from(table).delete().neq('name', '');
      expect([remove.status, remove.error?.code]).toEqual([401, '42501']);
    }
    const { data } = await backend.service().from('contact_messages').select('name');
    expect(data).toEqual([{ name: validMessage().name }]);
  });

  it('cannot choose the id or the timestamp of a request', async () => {
    const future = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ created_at: '2099-01-01T00:00:00Z' }));
    expect(future.error?.code).toBe('42501');
    const id = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(id.error?.code).toBe('42501');
  });

  it.each([
    ['an unknown service', validEstimate({ service: 'roofing' }), 'estimates_service_known'],
    [
      'an unknown contact time',
      validEstimate({ contact_time: 'midnight' }),
      'estimates_contact_time_known',
    ],
    ['a blank name', validEstimate({ name: '   ' }), 'estimates_name_present'],
    ['an oversize name', validEstimate({ name: 'n'.repeat(121) }), 'estimates_name_present'],
    [
      'a malformed e-mail',
      validEstimate({ email: 'maria at example.com' }),
      'estimates_email_shape',
    ],
    ['a phone without digits', validEstimate({ phone: 'call me' }), 'estimates_phone_present'],
    ['oversize details', validEstimate({ details: 'd'.repeat(5001) }), 'estimates_details_length'],
  ])('refuses an estimate with %s', async (_case, row, constraint) => {
    const { error, status } = await backend.client().from('estimates').insert(row);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
  });

  it.each([
    ['an unknown subject', validMessage({ subject: 'sales' }), 'contact_messages_subject_known'],
    ['a blank message', validMessage({ message: ' \n ' }), 'contact_messages_message_present'],
    [
      'an oversize message',
      validMessage({ message: 'm'.repeat(5001) }),
      'contact_messages_message_present',
    ],
  ])('refuses a message with %s', async (_case, row, constraint) => {
    const { error } = await backend.client().from('contact_messages').insert(row);
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
  });

  it('accepts the longest values the rules allow', async () => {
    const { error } = await backend
      .client()
      .from('estimates')
      .insert(
        validEstimate({
          name: 'n'.repeat(120),
          details: 'd'.repeat(5000),
          phone: '+1 973 555 0142 ext. 12',
        }),
      );
    expect(error).toBeNull();
  });
});
