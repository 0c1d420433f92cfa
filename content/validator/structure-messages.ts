import type { ErrorObject } from 'ajv';
import { likelyMisspelling } from './closest-match.ts';
import {
  article,
  describeFound,
  describeKind,
  quoteList,
  typeWord,
  quoted,
} from './describe-values.ts';
import { childPointer, isRecord, parentPointer, parsePointer, valueAt } from './json-pointer.ts';
import type { Schema, SchemaIndex } from './schema-index.ts';

export interface MessageContext {
  errors: readonly ErrorObject[];
  index: SchemaIndex;
  data: unknown;
  /** What the document root is called in messages: "page" or "file". */
  rootNoun: string;
}

export interface Translation {
  pointer: string;
  message: string;
}

type Translate = (error: ErrorObject, context: MessageContext) => Translation | undefined;

const pointerOf = (error: ErrorObject) => error.instancePath || '/';
const schemaOf = (error: ErrorObject): Schema =>
  isRecord(error.parentSchema) ? error.parentSchema : {};

function containerNoun(pointer: string, rootNoun: string): string {
  if (pointer === '/') return rootNoun;
  if (rootNoun === 'page' && /^\/sections\/\d+$/.test(pointer)) return 'section';
  return /^\d+$/.test(parsePointer(pointer).at(-1) ?? '') ? 'item' : 'object';
}

/** Where the field is forbidden, e.g. "in a list block", read from the if/then condition. */
function forbiddenWhere(error: ErrorObject, context: MessageContext): string {
  const objectPointer = parentPointer(pointerOf(error));
  const branch = context.errors.find(
    (e) =>
      e.keyword === 'if' &&
      pointerOf(e) === objectPointer &&
      error.schemaPath.includes(`/${String(e.params.failingKeyword)}/`),
  );
  const schema = branch ? schemaOf(branch) : {};
  const condition = isRecord(schema.if) ? schema.if : {};
  const conditionProperties = isRecord(condition.properties)
    ? Object.keys(condition.properties)
    : [];
  const [required] = Array.isArray(condition.required) ? condition.required : [];
  const [tag] = conditionProperties;
  if (conditionProperties.length === 1 && tag !== undefined) {
    const value = valueAt(context.data, [...parsePointer(objectPointer), tag]);
    const noun = typeof schema.title === 'string' ? schema.title.split(/(?=[A-Z])/).at(-1) : '';
    if (typeof value === 'string' && noun)
      return `in ${article(value)} ${value} ${noun.toLowerCase()}`;
    return `when ${quoted(tag)} is ${describeFound(value)}`;
  }
  if (typeof required === 'string') return `when ${quoted(required)} is set`;
  return 'here';
}

function requiredMessage(name: string, schema: Schema, context: MessageContext, pointer: string) {
  const noun = containerNoun(pointer, context.rootNoun);
  const property = context.index.propertySchema(schema, name);
  if (property?.const !== undefined) {
    return `${quoted(name)} is required. Add ${quoted(name)}: ${JSON.stringify(property.const)} to this ${noun}.`;
  }
  const kind = typeWord(property?.type);
  const choices = Array.isArray(property?.enum) ? `, one of ${quoteList(property.enum)}` : '';
  return `${quoted(name)} is required. Add ${article(name)} ${quoted(name)} ${kind} to this ${noun}${choices}.`;
}

function branchTitles(schema: Schema, keyword: string, index: SchemaIndex): string {
  const branches = Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [];
  const titles = branches.map((b) => (isRecord(b) ? index.deref(b).title : undefined));
  return titles.every((t) => typeof t === 'string') ? ` (${titles.join(', ')})` : '';
}

/** Messages for keywords about an object's fields, section types and alternatives. */
export const structureMessages: Record<string, Translate> = {
  required: (error, context) => {
    const pointer = pointerOf(error);
    const name = String(error.params.missingProperty);
    return { pointer, message: requiredMessage(name, schemaOf(error), context, pointer) };
  },
  additionalProperties: (error) => {
    const name = String(error.params.additionalProperty);
    const properties = schemaOf(error).properties;
    const allowed = isRecord(properties) ? Object.keys(properties) : [];
    const present = isRecord(error.data) ? Object.keys(error.data) : [];
    const guess = likelyMisspelling(
      name,
      allowed.filter((field) => !present.includes(field)),
    );
    const advice = guess ? `Did you mean ${quoted(guess)}?` : 'Remove it or check its spelling.';
    const message = `${quoted(name)} is not a known field here. ${advice} Allowed fields: ${allowed.join(', ')}.`;
    return { pointer: childPointer(pointerOf(error), name), message };
  },
  'false schema': (error, context) => {
    const pointer = pointerOf(error);
    const name = parsePointer(pointer).at(-1) ?? '';
    return {
      pointer,
      message: `${quoted(name)} is not allowed ${forbiddenWhere(error, context)}. Remove it.`,
    };
  },
  discriminator: (error, context) => {
    const schema = schemaOf(error);
    const tag = String(error.params.tag);
    const noun = typeof schema.title === 'string' ? schema.title.toLowerCase() : 'object';
    const allowed = context.index.discriminatorValues(schema, tag);
    const values = allowed.join(', ');
    const choices = `Use one of: ${values}.`;
    const value = error.params.tagValue as unknown;
    const guess = typeof value === 'string' ? likelyMisspelling(value, allowed) : undefined;
    const suggestion = guess ? `Did you mean ${quoted(guess)}? ` : '';
    const message =
      error.params.error === 'mapping'
        ? `unknown ${noun} ${tag} ${describeFound(value)}. ${suggestion}${choices}`
        : value === undefined
          ? `${noun} ${tag} is missing. Add ${quoted(tag)} with one of: ${values}.`
          : `${noun} ${tag} must be a string; found ${describeKind(value)}. ${choices}`;
    return { pointer: pointerOf(error), message };
  },
  uniqueItems: (error) => {
    const [first, repeat] = [Number(error.params.j), Number(error.params.i)].sort((a, b) => a - b);
    const items = Array.isArray(error.data) ? error.data : [];
    const found = describeFound(items[first ?? 0]);
    const message = `repeats item ${first} (${found}); items in this list must be unique. Remove one of them.`;
    return { pointer: childPointer(pointerOf(error), repeat ?? 0), message };
  },
  dependentRequired: (error) => {
    const [missing, property] = [error.params.missingProperty, error.params.property].map(String);
    const message = `${quoted(missing)} is required when ${quoted(property)} is set. Add ${quoted(missing)} or remove ${quoted(property)}.`;
    return { pointer: pointerOf(error), message };
  },
  oneOf: (error, context) => {
    const titles = branchTitles(schemaOf(error), 'oneOf', context.index);
    const message = Array.isArray(error.params.passingSchemas)
      ? `matches more than one of the allowed forms${titles}; it must match exactly one.`
      : `does not match any of the allowed forms${titles}.`;
    return { pointer: pointerOf(error), message };
  },
  anyOf: (error, context) => {
    const titles = branchTitles(schemaOf(error), 'anyOf', context.index);
    return {
      pointer: pointerOf(error),
      message: `does not match any of the allowed forms${titles}.`,
    };
  },
};
