/**
 * A schema's limits and a section's name in an author's words, the one wording that the section
 * reference (docs/section-reference.md, `npm run gen:docs`, content/field-wording.ts), Storybook's
 * Controls and the studio's fields all show. React-free: scripts/ reads it.
 */
type Schema = { readonly [key: string]: unknown };

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A length or count range in words, e.g. "10-70 characters", "at most 3 items". */
export function bounds(min: unknown, max: unknown, unit: string): string {
  const low = numberOf(min);
  const high = numberOf(max);
  if (low !== undefined && low === high) return `exactly ${low} ${unit}`;
  if (low !== undefined && high !== undefined) return `${low}-${high} ${unit}`;
  if (high !== undefined) return `at most ${high} ${unit}`;
  // One character or one item is what "present" means already.
  if (low !== undefined && low > 1) return `at least ${low} ${unit}`;
  return '';
}

/** A number's range in words, e.g. "0-100", "at least 1". */
export function numberBounds(schema: Schema): string {
  const low = numberOf(schema.minimum);
  const high = numberOf(schema.maximum);
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (low !== undefined) return `at least ${low}`;
  if (high !== undefined) return `at most ${high}`;
  return '';
}

/** Every limit a schema sets on its value, in words, e.g. "10-70 characters". */
export function limitsOf(schema: Schema): string {
  return [
    bounds(schema.minLength, schema.maxLength, 'characters'),
    numberBounds(schema),
    bounds(schema.minItems, schema.maxItems, 'items'),
  ]
    .filter(Boolean)
    .join('; ');
}

/** Words written in capitals wherever they appear in a name. */
const ACRONYMS = new Set(['faq', 'cta', 'zip', 'url', 'id']);

/**
 * A section's name from its schema title, which names its generated type: "HeroSection" →
 * "Hero", "TestimonialCarouselSection" → "Testimonial carousel", "FaqSection" → "FAQ".
 */
export function sectionName(title: string): string {
  const words = title
    .replace(/Section$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const name = words.join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
