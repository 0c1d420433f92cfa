import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

const hydrationData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="router-hydration-data">(.*?)<\/script>/.exec(html)![1]!,
  ) as {
    loaderData: Record<string, { page: { meta: { structuredData?: unknown } } }>;
  };

describe('server render', () => {
  it('writes a complete document with head tags, styles and hydration data for a page', async () => {
    const { status, html } = await render('/', '<script type="module" src="/x.js"></script>');
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain('<link rel="canonical"');
    expect(head).toContain('<style data-styled');
    expect(head).toContain('<script type="module" src="/x.js"></script>');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('carries page data to the client byte for byte, even text that looks like a replacement pattern', async () => {
    const { html } = await render('/');
    const data = hydrationData(html);
    expect(JSON.stringify(data.loaderData['/']!.page.meta.structuredData)).toContain(
      '"priceRange":"$$"',
    );
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
