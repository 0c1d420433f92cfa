import type { ErrorObject, ValidateFunction } from 'ajv';
import { describeFound } from './describe-values.ts';
import type { JsonSource } from './json-source.ts';
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
    return translation ? [source.problem(translation.pointer, translation.message)] : [];
  });
}
