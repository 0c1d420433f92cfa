/**
 * The plain shapes primitives take. Page data (src/generated/content.ts) fits them structurally,
 * so sections pass their data straight through, but nothing in ui/ knows about pages or the site.
 */

/**
 * A picture and its text alternative ('' for a purely decorative one), with the point kept in
 * view where a layout crops it (per cent from the left and top; the centre when absent).
 */
export interface ImageSource {
  src: string;
  alt: string;
  focus?: { x: number; y: number };
}

/** A link: visible text and where it goes. */
export interface LinkItem {
  label: string;
  href: string;
}

/** A muted background video: an address the browser can play, and its still picture. */
export interface VideoSource {
  src: string;
  poster: ImageSource;
}

/** The business's contact facts, as primitives show them. */
export interface ContactFacts {
  location: string;
  phoneDisplay: string;
  /** The number in E.164 form, for tel: links. */
  phoneE164: string;
  email: string;
}
