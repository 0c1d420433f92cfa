import type { ErrorObject } from 'ajv';
import {
  describeExpectedType,
  describeFound,
  describeKind,
  plural,
  quoteList,
  sentence,
} from './describe-values.ts';
import { isRecord } from './json-pointer.ts';

export type Translate = (error: ErrorObject) => string | undefined;

const limit = (error: ErrorObject) => Number(error.params.limit);
/** Characters as JSON Schema counts them (code points), without a copy of a long text. */
const lengthOf = (value: unknown) =>
  typeof value === 'string'
    ? value.length - (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)
    : 0;
/** A count as people read it: 10485760 → "10,485,760". */
const figure = (count: number) => count.toLocaleString('en-US');
const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const fieldCount = (value: unknown) => (isRecord(value) ? Object.keys(value).length : 0);

const formatHints: Record<string, string> = {
  date: 'a date written as YYYY-MM-DD.',
  'date-time': 'a date and time such as 2024-05-01T09:30:00Z.',
  email: 'an e-mail address such as name@example.com.',
  uri: 'a full address such as https://example.com/page.',
};

function expectedFormat(error: ErrorObject): string {
  const description = isRecord(error.parentSchema) ? error.parentSchema.description : undefined;
  if (typeof description === 'string') return sentence(description);
  if (error.keyword === 'format') {
    const format = String(error.params.format);
    return formatHints[format] ?? `a valid ${format}.`;
  }
  return `text matching the pattern ${String(error.params.pattern)}.`;
}

function oneOfValues(values: readonly unknown[], found: unknown): string {
  if (values.length === 1) {
    const only = JSON.stringify(values[0]);
    return `must be ${only}; found ${describeFound(found)}. Change it to ${only}.`;
  }
  return `must be one of ${quoteList(values)}; found ${describeFound(found)}. Use one of the allowed values.`;
}

/** Messages for keywords about a single value: its type, size, format or allowed values. */
export const valueMessages: Record<string, Translate> = {
  type: (e) => {
    const wantsInteger = String(e.params.type) === 'integer' && typeof e.data === 'number';
    const found = wantsInteger ? String(e.data) : describeKind(e.data);
    return `must be ${describeExpectedType(e.params.type)}; found ${found}.`;
  },
  enum: (e) =>
    oneOfValues(Array.isArray(e.params.allowedValues) ? e.params.allowedValues : [], e.data),
  const: (e) => oneOfValues([e.params.allowedValue], e.data),
  minLength: (e) =>
    `must be at least ${plural(limit(e), 'character')} long; found ${lengthOf(e.data)}.`,
  maxLength: (e) => {
    const most = `${figure(limit(e))} character${limit(e) === 1 ? '' : 's'}`;
    return `must be at most ${most} long; found ${figure(lengthOf(e.data))}. Shorten it to ${most} or fewer.`;
  },
  pattern: (e) =>
    `does not have the expected format; found ${describeFound(e.data)}. Expected: ${expectedFormat(e)}`,
  format: (e) =>
    `does not have the expected format; found ${describeFound(e.data)}. Expected: ${expectedFormat(e)}`,
  minItems: (e) => `must have at least ${plural(limit(e), 'item')}; found ${countOf(e.data)}.`,
  maxItems: (e) => `must have at most ${plural(limit(e), 'item')}; found ${countOf(e.data)}.`,
  minProperties: (e) =>
    `must have at least ${plural(limit(e), 'field')}; found ${fieldCount(e.data)}.`,
  maxProperties: (e) =>
    `must have at most ${plural(limit(e), 'field')}; found ${fieldCount(e.data)}.`,
  minimum: (e) => `must be at least ${limit(e)}; found ${describeFound(e.data)}.`,
  maximum: (e) => `must be at most ${limit(e)}; found ${describeFound(e.data)}.`,
  exclusiveMinimum: (e) => `must be greater than ${limit(e)}; found ${describeFound(e.data)}.`,
  exclusiveMaximum: (e) => `must be less than ${limit(e)}; found ${describeFound(e.data)}.`,
  multipleOf: (e) =>
    `must be a multiple of ${String(e.params.multipleOf)}; found ${describeFound(e.data)}.`,
};
