/**
 * One text read by the renderer (ui/inlineText.tsx) and by the validator: both read it through
 * shared/authorText.ts, so the links the site draws are the links the validator checks, and the
 * tokens the site leaves as written are the ones the validator reports.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import siteJson from '../../pages-json/site.json';
import { validateContent } from '../../tests/support/pageSchema.ts';
import { theme } from '../theme/tokens.ts';
import { inlineText, type InlineTextFacts } from './inlineText.tsx';

const site: InlineTextFacts = siteJson;
const TEXT =
  'Ask {brand}: [our story](/no-story), [](/nowhere), [a](/b(c)), {phon}, [mail {emial}](/no-contact).';

const page = {
  schemaVersion: 1,
  path: '/author-text',
  meta: {
    title: 'One text, read twice',
    description: 'A page whose one paragraph is read by both the renderer and the validator.',
  },
  sections: [{ type: 'richText', heading: 'Text', blocks: [{ kind: 'paragraph', text: TEXT }] }],
};

describe('author text: the renderer and the validator read it alike', () => {
  it('draws as links exactly what the validator checks, and shows the tokens it reports', () => {
    const html = renderToStaticMarkup(
      createElement(
        ThemeProvider,
        { theme },
        createElement(StaticRouter, { location: '/' }, ...inlineText(TEXT, site)),
      ),
    );
    const drawn = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(drawn).toEqual(['/no-story', '/no-contact']);
    expect(html).toContain('{phon}');
    expect(html).toContain('{emial}');
    expect(html).toContain(site.brand.name);

    const problems = validateContent([
      { path: 'pages/site.json', text: JSON.stringify(site) },
      { path: 'pages/author-text.json', text: JSON.stringify(page) },
    ]).filter((problem) => problem.file === 'pages/author-text.json');
    const checked = problems
      .filter((problem) => problem.code === 'broken-link')
      .map((problem) => /link "([^"]+)"/.exec(problem.message)?.[1]);
    expect(checked).toEqual(drawn);
    const reported = problems
      .filter((problem) => problem.code === 'unknown-token')
      .map((problem) => /"\{(\w+)\}"/.exec(problem.message)?.[1]);
    expect(reported).toEqual(['phon', 'emial']);
  });
});
