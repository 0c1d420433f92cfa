import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

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

  it('pre-renders the contact form and the empty notification region, but no estimate form', async () => {
    const { html } = await render('/contact');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="message"');
    expect(html).toContain('Send Message</button>');
    expect(html).toMatch(/<div[^>]*aria-live="polite"[^>]*data-testid="estimate-notifications"/);
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('name="contact_time"');
  });

  it('answers 404 with a noindex page for an unknown path', async () => {
    const { status, html } = await render('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Page not found');
  });
});
