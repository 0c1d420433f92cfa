/**
 * The "bare page" of the page benchmark: the same hero content and hero image as a pre-rendered
 * route, as a minimal static HTML page with inline CSS and no JavaScript. What Lighthouse measures
 * on it is the limit this machine sets for that route.
 */
import { JSDOM } from 'jsdom';

// A type alias, not an interface, so it can be passed as a plain attribute record.
type ImageSource = {
  type?: string;
  srcset: string;
  sizes?: string;
};

export interface HeroImage {
  src: string;
  alt: string;
  srcset?: string;
  sizes?: string;
  width?: string;
  height?: string;
  /** The <source> elements of the hero's <picture>, in order (modern formats first). */
  sources: ImageSource[];
}

export interface HeroContent {
  lang: string;
  title: string;
  description: string;
  icon?: string;
  heading: string;
  paragraph?: string;
  image?: HeroImage;
}

const optional = (element: Element, name: string) => element.getAttribute(name) ?? undefined;

function heroImage(hero: Element): HeroImage | undefined {
  const poster = hero.querySelector('video[poster]');
  if (poster) {
    return {
      src: poster.getAttribute('poster')!,
      alt: optional(poster, 'aria-label') ?? '',
      sources: [],
    };
  }
  const img = hero.querySelector('img');
  if (!img?.getAttribute('src')) return undefined;
  const sources = [...(img.closest('picture')?.querySelectorAll('source[srcset]') ?? [])].map(
    (source) => ({
      type: optional(source, 'type'),
      srcset: source.getAttribute('srcset')!,
      sizes: optional(source, 'sizes'),
    }),
  );
  return {
    src: img.getAttribute('src')!,
    alt: img.getAttribute('alt') ?? '',
    srcset: optional(img, 'srcset'),
    sizes: optional(img, 'sizes'),
    width: optional(img, 'width'),
    height: optional(img, 'height'),
    sources,
  };
}

/** Reads the hero of a pre-rendered page: title, h1, the paragraph after it and its image. */
export function extractHero(html: string): HeroContent {
  const { document } = new JSDOM(html).window;
  const heading = document.querySelector('h1');
  if (!heading) throw new Error('The pre-rendered page has no <h1>.');
  const paragraph = [...document.querySelectorAll('p')].find(
    (p) =>
      heading.compareDocumentPosition(p) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const hero = heading.closest('section') ?? document.body;
  return {
    lang: document.documentElement.lang || 'en',
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? undefined,
    heading: heading.textContent!.trim(),
    paragraph: paragraph?.textContent?.trim() || undefined,
    image: heroImage(hero),
  };
}

// Laid out roughly like the site's hero on a phone: the image across the full width, the heading
// and paragraph on a navy band after it. System fonts, so nothing but the image is fetched.
const css = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#13283d;background:#fff}
img{display:block;width:100%;height:auto}
.text{padding:2rem 1.25rem;background:#13283d;color:#fff}
h1{margin:0 0 1rem;font-size:2.25rem;line-height:1.15}
p{margin:0;font-size:1.125rem;line-height:1.6}
`;

function setAttributes(element: Element, attributes: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
}

/**
 * Writes the bare page. It is built through the DOM and serialized, so text and attributes read
 * from the page are escaped by the serializer and never become markup.
 */
export function renderBarePage(hero: HeroContent): string {
  const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
  const { document } = dom.window;
  const add = (
    parent: Element,
    tag: string,
    attributes: Record<string, string | undefined> = {},
  ) => {
    const element = document.createElement(tag);
    setAttributes(element, attributes);
    parent.append(element);
    return element;
  };
  document.documentElement.lang = hero.lang;
  add(document.head, 'meta', { charset: 'utf-8' });
  add(document.head, 'meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' });
  add(document.head, 'title').textContent = hero.title;
  add(document.head, 'meta', { name: 'description', content: hero.description });
  if (hero.icon) add(document.head, 'link', { rel: 'icon', href: hero.icon });
  add(document.head, 'style').textContent = css;

  const main = add(document.body, 'main');
  if (hero.image) {
    const { image } = hero;
    const picture = add(main, 'picture');
    for (const source of image.sources) add(picture, 'source', source);
    add(picture, 'img', {
      src: image.src,
      srcset: image.srcset,
      sizes: image.sizes,
      width: image.width,
      height: image.height,
      alt: image.alt,
      fetchpriority: 'high',
    });
  }
  const text = add(main, 'div', { class: 'text' });
  add(text, 'h1').textContent = hero.heading;
  if (hero.paragraph) add(text, 'p').textContent = hero.paragraph;
  return dom.serialize();
}
