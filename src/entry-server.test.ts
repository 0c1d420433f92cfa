import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, routePaths } from './entry-server.tsx';
import { FRAME_IDS, isFrameId } from './shared/frameIds.ts';
import { leavesSite } from './shared/links.ts';

describe('server render', () => {
  it('writes a complete document with head tags, styles and speculation rules for a page', async () => {
    const { status, html } = await render('/', '<script type="module" src="/x.js"></script>');
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain('<link rel="canonical"');
    expect(head).toContain('<style data-styled');
    expect(head).toContain('<script type="module" src="/x.js"></script>');
    expect(head).toContain('<script type="speculationrules">');
    // Static by default: the page itself carries no router data for a client to hydrate.
    expect(html).not.toContain('router-hydration-data');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('writes page data byte for byte, even text that looks like a replacement pattern', async () => {
    const { html } = await render('/');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonLd).toContain('"priceRange":"$$"');
  });

  it('pre-renders each island whole, with the props it hydrates from', async () => {
    const { html } = await render('/');
    const island = /<div data-island="StatCards"[^>]*data-props="([^"]*)"[^>]*>/.exec(html);
    expect(island).not.toBeNull();
    const props = JSON.parse(island![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      stats: unknown[];
    };
    expect(props.stats.length).toBeGreaterThan(1);
  });

  it('pre-renders the controls as markup of their own, outside any island', async () => {
    const { html } = await render('/');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<button[^>]*popovertarget="site-menu"/i);
    expect(html).toMatch(/<input[^>]*type="range"/);
    expect(html).not.toMatch(/data-island="(MobileMenu|Carousel|CompareSlider|Tabs)"/);
  });

  it('pre-renders the contact form, the empty notification region and the closed estimate dialog', async () => {
    const { html } = await render('/contact');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="message"');
    expect(html).toContain('Send Message</button>');
    expect(html).toMatch(/<div[^>]*aria-live="polite"[^>]*data-testid="estimate-notifications"/);
    // The estimate form is in the page, closed (no `open`), and its buttons open it natively.
    expect(html).toMatch(/<dialog id="estimate-form"(?![^>]*\sopen)[^>]*>/);
    expect(html).toContain('name="contact_time"');
    expect(html).toMatch(/commandfor="estimate-form" command="show-modal"/);
  });

  it('answers 404 with a noindex page for an unknown path', async () => {
    const { status, html } = await render('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Page not found');
  });
});

describe('the frame ids (src/shared/frameIds.ts)', () => {
  const anchorsInContent = () => {
    const folder = path.join(import.meta.dirname, '../pages-json');
    const texts = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'));
    return new Set(
      texts.flatMap((text) => [...text.matchAll(/"anchor":\s*"([^"]+)"/g)].map((m) => m[1]!)),
    );
  };

  it('lists every fixed id a pre-rendered page has, so no section anchor can take one', async () => {
    const anchors = anchorsInContent();
    const fixed = new Set<string>();
    for (const route of ['/', '/contact', '/no-such-page']) {
      const { html } = await render(route);
      for (const [, id] of html.matchAll(/\sid="([a-z][a-z0-9-]*)"/g)) {
        if (!anchors.has(id!)) fixed.add(id!);
      }
    }
    expect([...fixed].filter((id) => !isFrameId(id))).toEqual([]);
    // The ids the frame writes on every page; the splash is the runtime's to add.
    expect([...fixed].sort()).toEqual(FRAME_IDS.filter((id) => id !== 'splash').sort());
  });
});

describe('links that leave the site', () => {
  it('carry rel="noopener noreferrer" on every page, nav, footer and content alike', async () => {
    const bare: string[] = [];
    for (const route of [...(await routePaths()), '/no-such-page']) {
      const { html } = await render(route);
      for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
        if (href === undefined || !leavesSite(href)) continue;
        const rel = /\srel="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [];
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) bare.push(`${route} ${tag}`);
      }
    }
    // Today's content links nowhere else; the Header and Footer tests give each a leaving link.
    expect(bare).toEqual([]);
  });
});
