/** How much of an author's value a message quotes: a 2 MB link made a 4 MB line. */
export const QUOTE_LIMIT = 120;

/** An author's value in double quotes, cut to QUOTE_LIMIT characters (whole characters, with …). */
export function quoted(value: unknown): string {
  const text = String(value);
  if (text.length <= QUOTE_LIMIT) return `"${text}"`;
  return `"${[...text].slice(0, QUOTE_LIMIT - 1).join('')}…"`;
}

/** Shows a found value the way an author typed it, shortened when long. */
export function describeFound(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  }
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}

/** What kind of value was found, for type mismatches. */
export function describeKind(value: unknown): string {
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  return describeFound(value);
}

const expectedTypes: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export function describeExpectedType(type: unknown): string {
  const types = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return types.map((t) => expectedTypes[t] ?? t).join(' or ');
}

const typeWords: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  array: 'list',
  object: 'object',
};

/** The word for a field's kind in "Add a "title" string": string, number, list, object or value. */
export function typeWord(type: unknown): string {
  return typeof type === 'string' ? (typeWords[type] ?? 'value') : 'value';
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function article(word: string): string {
  return /^["']?[aeiou]/i.test(word) ? 'an' : 'a';
}

export function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
