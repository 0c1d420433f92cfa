import { describe, expect, it } from 'vitest';
import { loadContentFiles, readSectionCatalog, validateContent } from '../../../content/node.ts';
import type { PageDocument } from '../../../src/generated/content.ts';
import { renderPage } from '../../../tests/support/renderPage.ts';
import { contentFolders } from '../content-folders.ts';
import { pagesDir, schemasDir, sectionsDir } from '../paths.ts';
import { duplicateIdMessage, duplicateIds, pageFilesByRoute } from './duplicate-ids.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><main id="main">${body}</main></body></html>`;

describe('duplicateIds', () => {
  it('finds none in a page whose ids are all different', () => {
    expect(duplicateIds(page('<section id="contact"><h2 id="_R_1_">Hi</h2></section>'))).toEqual(
      [],
    );
  });

  it('names each repeated id with how many elements carry it, in order of first use', () => {
    const html = page(
      '<aside><div id="main">sidebar</div></aside>' +
        '<button id="_R_2_-tab-homes"></button><button id="_R_2_-tab-homes"></button>' +
        '<svg><linearGradient id="main"></linearGradient></svg>',
    );
    expect(duplicateIds(html)).toEqual([
      { id: 'main', count: 3 },
      { id: '_R_2_-tab-homes', count: 2 },
    ]);
  });

  it('reads attributes, not text that looks like one, nor a template’s or noscript’s content', () => {
    const html = page(
      '<script>var a = \'<div id="main">\';</script>' +
        '<style>[id="main"]{color:red}</style><!-- <p id="main"> -->' +
        '<p data-id="main" title=\'id="main"\'>id="main"</p>' +
        '<template><div id="main"></div></template>' +
        '<noscript><div id="main"></div></noscript>',
    );
    expect(duplicateIds(html)).toEqual([]);
  });

  it('reads ids however they are quoted or cased', () => {
    expect(duplicateIds(page("<div ID=main></div><p id='main'></p>"))).toEqual([
      { id: 'main', count: 3 },
    ]);
  });
});

describe('pageFilesByRoute', () => {
  it('maps each path and alias to the page file it is made from', () => {
    const routes = pageFilesByRoute([
      { file: { path: 'pages-json/home.json' }, doc: { path: '/' } },
      {
        file: { path: 'pages-json/towns/dover.json' },
        doc: { path: '/interior-painting/dover-nj', aliases: ['/dover'] },
      },
    ]);
    expect([...routes]).toEqual([
      ['/', 'pages-json/home.json'],
      ['/interior-painting/dover-nj', 'pages-json/towns/dover.json'],
      ['/dover', 'pages-json/towns/dover.json'],
    ]);
  });
});

describe('duplicateIdMessage', () => {
  it('names the route, the ids, the page file and what to do', () => {
    const duplicates = duplicateIds(page('<div id="main"></div><p id="x"></p><p id="x"></p>'));
    expect(duplicateIdMessage('/about', 'pages-json/about.json', duplicates)).toBe(
      '/about, made from pages-json/about.json, gives one id to several elements: "main" (2 elements), "x" (2 elements). An id names one element: links to #id, labels, aria-controls and the page\'s scripts find only the first. Give each element its own id: look for an "anchor" or tab "id" in pages-json/about.json that repeats another or an id of the page frame, or else the component that writes the id.',
    );
  });

  it('says when no page file makes the page', () => {
    expect(duplicateIdMessage('404.html', undefined, [{ id: 'main', count: 2 }])).toBe(
      '404.html, made from no page file (the page frame in src/ makes it), gives one id to several elements: "main" (2 elements). An id names one element: links to #id, labels, aria-controls and the page\'s scripts find only the first. Give each element its own id: look for the component that writes the id.',
    );
  });
});

describe('what the validator says before the build', () => {
  /** A page holding the section type's first example twice (without its anchor: duplicate-anchor). */
  const twice = (type: string, example: unknown) => {
    const section = { ...(example as Record<string, unknown>) };
    delete section.anchor;
    return {
      $schema: '../schemas/page.schema.json',
      schemaVersion: 1,
      path: `/fixture-twice-${type.toLowerCase()}`,
      meta: {
        title: `Two ${type} sections on one page`,
        description: 'A page holding two sections of one type, to see whether their ids repeat.',
      },
      sections: [section, section],
    };
  };

  it('refuses, at the second section, every section type whose second copy on a page would repeat an id', async () => {
    const catalog = readSectionCatalog(schemasDir, sectionsDir);
    const pages = catalog.map(({ type, example }) => ({ type, doc: twice(type, example) }));
    const repeatsAnId: string[] = [];
    for (const { type, doc } of pages) {
      const { html } = await renderPage(doc.path, '', doc as unknown as PageDocument);
      if (duplicateIds(html).length > 0) repeatsAnId.push(type);
    }
    const files = pages.map(({ type, doc }) => ({
      path: `pages-json/twice-${type}.json`,
      text: JSON.stringify(doc, null, 2),
    }));
    const realFiles = await loadContentFiles(pagesDir);
    const refused = validateContent({ files: [...realFiles, ...files], ...contentFolders })
      .filter((problem) => problem.code === 'one-per-page')
      .map((problem) => `${problem.file} ${problem.pointer}`);
    // The hero at least: its headline is the page's h1, whose id is the page's own.
    expect(repeatsAnId).toContain('hero');
    expect(refused).toEqual(repeatsAnId.map((type) => `pages-json/twice-${type}.json /sections/1`));
  }, 120_000);
});
