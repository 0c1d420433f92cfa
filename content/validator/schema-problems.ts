import type { ErrorObject, ValidateFunction } from 'ajv';
import { describeFound } from './describe-values.ts';
import type { JsonSource } from './json-source.ts';
import type { ProblemCode } from './codes.ts';
import type { Problem } from './problem.ts';
import type { SchemaIndex } from './schema-index.ts';
import { structureMessages, type MessageContext, type Translation } from './structure-messages.ts';
import { valueMessages } from './value-messages.ts';

const within = (pointer: string, outer: string) =>
  pointer === outer || pointer.startsWith(`${outer}/`);

/** Ajv also reports the wrappers around a failure; keep only what tells the author something. */
function informativeErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    // In a union such as "a rating or null", the value that has errors inside it took the other
    // branch; that it is not null tells the author nothing.
    if (error.keyword === 'type') {
      const inside = `${error.instancePath}/`;
      return !errors.some((other) => other.instancePath.startsWith(inside));
    }
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      return !errors.some(
        (other) =>
          other !== error &&
          other.keyword !== 'if' &&
          within(other.instancePath, error.instancePath),
      );
    }
    if (error.keyword === 'required') {
      return !errors.some(
        (other) =>
          other.keyword === 'discriminator' &&
          other.instancePath === error.instancePath &&
          other.params.tag === error.params.missingProperty,
      );
    }
    return true;
  });
}

/** Each schema keyword's problem code (see ./codes.ts). */
const keywordCodes: Record<string, ProblemCode> = {
  required: 'missing-field',
  dependentRequired: 'missing-field',
  additionalProperties: 'unknown-field',
  'false schema': 'field-not-allowed',
  uniqueItems: 'duplicate-item',
  oneOf: 'no-matching-form',
  anyOf: 'no-matching-form',
  type: 'wrong-type',
  enum: 'not-allowed-value',
  const: 'not-allowed-value',
  minLength: 'too-short',
  minItems: 'too-short',
  minProperties: 'too-short',
  maxLength: 'too-long',
  maxItems: 'too-long',
  maxProperties: 'too-long',
  minimum: 'out-of-range',
  maximum: 'out-of-range',
  exclusiveMinimum: 'out-of-range',
  exclusiveMaximum: 'out-of-range',
  multipleOf: 'out-of-range',
  pattern: 'bad-pattern',
  format: 'bad-format',
};

export function codeOf(error: ErrorObject): ProblemCode {
  if (error.keyword === 'discriminator') {
    if (error.params.error === 'mapping') return 'unknown-type';
    return error.params.tagValue === undefined ? 'missing-type' : 'wrong-type';
  }
  return keywordCodes[error.keyword] ?? 'schema-mismatch';
}

function translate(error: ErrorObject, context: MessageContext): Translation | undefined {
  const structure = structureMessages[error.keyword];
  if (structure) return structure(error, context);
  const pointer = error.instancePath || '/';
  const message =
    valueMessages[error.keyword]?.(error) ??
    `${error.message ?? 'is not valid'}; found ${describeFound(error.data)}.`;
  return { pointer, message };
}

export function schemaProblems(
  source: JsonSource,
  validate: ValidateFunction,
  index: SchemaIndex,
  rootNoun: string,
): Problem[] {
  if (validate(source.value)) return [];
  const errors = [...(validate.errors ?? [])];
  const context: MessageContext = { errors, index, data: source.value, rootNoun };
  return informativeErrors(errors).flatMap((error) => {
    const translation = translate(error, context);
    return translation
      ? [source.problem(codeOf(error), translation.pointer, translation.message)]
      : [];
  });
}
