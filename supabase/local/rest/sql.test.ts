import { describe, expect, it } from 'vitest';
import { MAX_BIND_PARAMETERS, Params } from './sql.ts';

describe('bind parameters of one statement', () => {
  it(`refuses the value past ${MAX_BIND_PARAMETERS} with 413 naming the limit`, () => {
    const params = new Params();
    for (let i = 0; i < MAX_BIND_PARAMETERS; i++) params.add(i);
    expect(params.values).toHaveLength(MAX_BIND_PARAMETERS);
    let failure: unknown;
    try {
      params.add('one too many');
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({
      status: 413,
      body: { code: 'PGRST413', message: expect.stringContaining(String(MAX_BIND_PARAMETERS)) },
    });
  });
});
