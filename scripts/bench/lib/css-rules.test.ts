import { describe, expect, it } from 'vitest';
import { namesState, parseCss, repeatedRules, stateless } from './css-rules.ts';

const css = [
  '.a{color:red;}/*!sc*/',
  '@media (min-width:860px){.a{color:blue;}}/*!sc*/',
  'data-styled.g1[id="sc-x-0"]{content:"a,"}/*!sc*/',
  '.b h2{margin:0 0 1.5rem;font-size:2rem;}/*!sc*/',
  '.c h2{margin:0 0 1.5rem;font-size:2rem;}/*!sc*/',
  '.c::after{content:"}";}/*!sc*/',
  'data-styled.g2[id="sc-y-0"]{content:"b,c,"}/*!sc*/',
].join('\n');

describe('parseCss', () => {
  it('finds each rule where it lies, with its conditions and component', () => {
    const rules = parseCss(css);
    expect(rules.map((rule) => [rule.selector, rule.conditions, rule.component])).toEqual([
      ['.a', [], 'sc-x-0'],
      ['.a', ['@media (min-width:860px)'], 'sc-x-0'],
      ['.b h2', [], 'sc-y-0'],
      ['.c h2', [], 'sc-y-0'],
      ['.c::after', [], 'sc-y-0'],
    ]);
    for (const rule of rules) expect(css.slice(rule.start, rule.end)).toMatch(/^\.[abc].*\}$/);
    expect(rules[4]!.body).toBe('content:"}";');
  });
});

describe('repeatedRules', () => {
  it('groups rules that repeat the same declarations under the same conditions', () => {
    const groups = repeatedRules(parseCss(css), 10);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.rules.map((rule) => rule.selector)).toEqual(['.b h2', '.c h2']);
    expect(groups[0]!.repeatedBytes).toBe('margin:0 0 1.5rem;font-size:2rem;'.length);
  });
});

describe('stateless', () => {
  it('takes out states and pseudo-elements, keeping what an element could match', () => {
    expect(stateless('.a:hover .b::after')).toBe('.a .b');
    expect(stateless('.tab[aria-selected="true"]')).toBe('.tab');
    expect(stateless('.menu:popover-open>li')).toBe('.menu>li');
    expect(stateless('::backdrop')).toBe('*');
    expect(namesState('.a:focus-visible')).toBe(true);
    expect(namesState('.a li')).toBe(false);
  });
});
