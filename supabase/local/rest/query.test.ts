import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));
const failure = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    return error;
  }
  throw new Error(`${query} was accepted`);
};

describe("PostgREST's query grammar, as the gateway accepts it", () => {
  it('reads select lists, aliases and *', () => {
    expect(parse('select=*').select).toBeNull();
    expect(parse('select=id,label:name').select).toEqual([
      { column: 'id' },
      { alias: 'label', column: 'name' },
    ]);
  });

  it('reads each filter operator, negation, lists and the like wildcard', () => {
    expect(parse('name=eq.Ann&created_at=not.gt.2020-01-01&details=is.NULL').filters).toEqual([
      { column: 'name', negate: false, op: 'eq', value: 'Ann' },
      { column: 'created_at', negate: true, op: 'gt', value: '2020-01-01' },
      { column: 'details', negate: false, op: 'is', value: 'null' },
    ]);
    expect(parse('name=like.Load*').filters[0]).toMatchObject({ op: 'like', value: 'Load%' });
    expect(parse('service=in.(interior,"a,b","say \\"hi\\"")').filters[0]).toMatchObject({
      op: 'in',
      values: ['interior', 'a,b', 'say "hi"'],
    });
  });

  it('reads order terms with direction and nulls placement, limit and offset', () => {
    expect(parse('order=name.desc.nullslast,id&limit=5&offset=10')).toMatchObject({
      order: [{ column: 'name', direction: 'desc', nulls: 'last' }, { column: 'id' }],
      limit: 5,
      offset: 10,
    });
  });

  it('reads columns and on_conflict, and leaves apikey out of the filters', () => {
    expect(parse('columns="name",email&on_conflict=id&apikey=x')).toMatchObject({
      columns: ['name', 'email'],
      onConflict: ['id'],
      filters: [],
    });
  });

  it.each([
    'order=name.nullsfirst limit (select 1)',
    'order=name.sideways',
    'order=na"me',
    'select=name,(select email from estimates)',
    'select=name::text',
    'select=a:b:c',
    'limit=-1',
    'limit=1e3',
    'offset=1 union select 1',
    'limit=99999999999',
    'name=between.1.2',
    'name=eq',
    'na;me=eq.1',
    'service=in.(a,"b)',
    'service=in.a,b',
    'columns=name;drop',
    'on_conflict=id)',
  ])('refuses %s with PGRST100', (query) => {
    expect(failure(query)).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
  });
});
