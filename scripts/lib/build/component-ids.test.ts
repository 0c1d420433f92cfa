import { describe, expect, it } from 'vitest';
import { componentIdsInSelectors, stripUnreferencedComponentIds } from './component-ids.ts';

const css = [
  '.abc{color:red;}/*!sc*/',
  'data-styled.g1[id="sc-aaa111-0"]{content:"abc,"}/*!sc*/',
  '.sc-bbb222-1:hover .def{color:blue;}/*!sc*/',
  'data-styled.g2[id="sc-bbb222-1"]{content:"xyz,"}/*!sc*/',
].join('\n');
const page = (body: string) =>
  `<!DOCTYPE html><html><head><style data-styled="true">${css}</style></head><body>${body}</body></html>`;

describe('componentIdsInSelectors', () => {
  it('finds the ids selectors name, not the ids of the rehydration markers', () => {
    expect([...componentIdsInSelectors(css)]).toEqual(['sc-bbb222-1']);
  });

  it('does not take a longer class for an id', () => {
    expect([...componentIdsInSelectors('.sc-aaa111-0x{color:red}')]).toEqual([]);
  });
});

describe('stripUnreferencedComponentIds', () => {
  it('drops the ids no selector names and keeps the style classes and named ids', () => {
    const result = stripUnreferencedComponentIds(
      page('<div class="sc-aaa111-0 abc"><a class="sc-bbb222-1 xyz" href="/">x</a></div>'),
    );
    expect(result.html).toBe(
      page('<div class="abc"><a class="sc-bbb222-1 xyz" href="/">x</a></div>'),
    );
    expect(result).toMatchObject({ attributes: 1, removed: 1, kept: ['sc-bbb222-1'] });
  });

  it('drops folded ids of extended components and an attribute left empty', () => {
    const result = stripUnreferencedComponentIds(
      page('<p class="sc-ccc-0 sc-ddd-2 one two">a</p><span id="s" class="sc-eee-3">b</span>'),
    );
    expect(result.html).toBe(page('<p class="one two">a</p><span id="s">b</span>'));
  });

  it('leaves islands as React wrote them', () => {
    const island =
      '<div data-island="ContactForm" style="display:contents"><form class="sc-fff-0 abc"></form></div>';
    expect(stripUnreferencedComponentIds(page(island)).html).toBe(page(island));
  });

  it('changes nothing but class attributes: text, scripts and other attributes that look alike stay', () => {
    const body =
      '<p title="class=&quot;sc-ggg-0&quot;">class="sc-ggg-0 x"</p>' +
      '<script>document.body.className = "sc-ggg-0 x"; // <p class="sc-ggg-0 x"></script>' +
      '<script type="application/ld+json">{"a":"<p class=\\"sc-ggg-0\\">"}</script>' +
      '<img alt="" data-class="sc-ggg-0" class="sc-ggg-0 pic"/>';
    expect(stripUnreferencedComponentIds(page(body)).html).toBe(
      page(body.replace('class="sc-ggg-0 pic"', 'class="pic"')),
    );
  });

  it('escapes what it writes back as React does', () => {
    const result = stripUnreferencedComponentIds(page('<b class="sc-hhh-0 a&amp;b">x</b>'));
    expect(result.html).toBe(page('<b class="a&amp;b">x</b>'));
  });

  it('returns a page without component ids unchanged', () => {
    const html = page('<main class="plain"><svg class="icon"></svg></main>');
    expect(stripUnreferencedComponentIds(html)).toEqual({
      html,
      attributes: 0,
      removed: 0,
      kept: ['sc-bbb222-1'],
    });
  });
});
