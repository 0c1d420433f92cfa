/**
 * The "bare page" of the page benchmark: the same content as a pre-rendered route (its header,
 * every heading, paragraph, list, link, form and picture, in the same order, with the same image
 * files and loading hints, its closed menu and dialogs still closed) as static HTML with a few
 * lines of inline CSS and no JavaScript. What Lighthouse measures on it is the limit this machine
 * sets for that content; what the site's styling, fonts, splash and scripts add is the difference.
 *
 * The page's body goes through DOMPurify, which keeps markup and drops every script, handler,
 * stylesheet and `javascript:` address, so nothing read from the page runs or styles the copy.
 * The splash is not content: it is left out.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SPLASH_SELECTOR } from '../../../src/shared/splashTiming.ts';

// Laid out as plain, readable HTML: system fonts, so nothing but the pictures is fetched; an icon
// without a size of its own is drawn at the size of the text around it.
const css = `
*{box-sizing:border-box}
body{margin:0 auto;max-width:72rem;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#13283d;background:#fff}
img,video{display:block;max-width:100%;height:auto}
svg{max-width:100%}
svg:not([width]){width:1.5em;height:1.5em}
`;

const NOT_CONTENT = SPLASH_SELECTOR;

/** What the platform needs to draw the page as the site has it: pictures, and closed overlays. */
const KEPT_ATTRIBUTES = [
  'fetchpriority',
  'loading',
  'decoding',
  'sizes',
  'srcset',
  'media',
  'poster',
  'playsinline',
  'muted',
  'loop',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'command',
  'commandfor',
  'closedby',
  'open',
  'hidden',
  'inert',
  'autocomplete',
  'inputmode',
];

/** The page's content, markup only: no script, handler, style or class survives. */
function bareBody(page: Document): string {
  for (const element of page.querySelectorAll(NOT_CONTENT)) element.remove();
  const purify = createDOMPurify(
    page.defaultView as unknown as Parameters<typeof createDOMPurify>[0],
  );
  return purify.sanitize(page.body.innerHTML, {
    ADD_TAGS: ['dialog', 'search'],
    ADD_ATTR: KEPT_ATTRIBUTES,
    FORBID_TAGS: ['style', 'noscript', 'template'],
    FORBID_ATTR: ['class', 'style'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * Writes the bare page of a pre-rendered page. The head is built through the DOM and the body is
 * sanitized markup, so text and attributes read from the page never become script.
 */
export function renderBarePage(html: string): string {
  const page = new JSDOM(html).window.document;
  const body = bareBody(page);
  const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
  const { document } = dom.window;
  const add = (tag: string, attributes: Record<string, string | undefined> = {}) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes))
      if (value !== undefined) element.setAttribute(name, value);
    document.head.append(element);
    return element;
  };
  document.documentElement.lang = page.documentElement.lang || 'en';
  add('meta', { charset: 'utf-8' });
  add('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' });
  add('title').textContent = page.title;
  const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
  add('meta', { name: 'description', content: description ?? '' });
  const icon = page.querySelector('link[rel="icon"]')?.getAttribute('href');
  if (icon) add('link', { rel: 'icon', href: icon });
  add('style').textContent = css;
  document.body.innerHTML = body;
  return dom.serialize();
}
