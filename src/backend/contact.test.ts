import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../../tests/support/fakeSupabase.ts';
import { loadClient } from './client.ts';
import { submitContact } from './contact.ts';

vi.mock('./client.ts', () => ({ loadClient: vi.fn() }));

const message = { name: 'Ana', email: 'ana@example.com', subject: null, message: 'Hello' };

describe('submitContact', () => {
  let fake: ReturnType<typeof fakeSupabase>;
  beforeEach(() => {
    fake = fakeSupabase();
    vi.mocked(loadClient).mockResolvedValue(fake.client as never);
  });

  it('inserts one contact_messages row, a missing subject as null', async () => {
    await submitContact(message);
    expect(fake.client.from).toHaveBeenCalledWith('contact_messages');
    expect(fake.insert).toHaveBeenCalledWith({ ...message, page_path: null });
  });

  it('rejects when the backend answers with an error', async () => {
    fake = fakeSupabase({ error: { message: 'permission denied' } });
    vi.mocked(loadClient).mockResolvedValue(fake.client as never);
    await expect(submitContact({ ...message, subject: 'quote' })).rejects.toThrow(
      'permission denied',
    );
  });
});
