/**
 * The shape of every studio write's body, as JSON Schemas checked with ajv before a handler reads
 * a field: a wrong type (`name: 123`, `name: ["a"]`), a missing or unexpected field is a 400
 * with a sentence that names the field, never a 500 from deeper down.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { HttpError } from './request-body.ts';

import type { WriteRequest, WriteRoute } from '../../../src/shared/studio/api.ts';

/** Each write's body, as the one description of the studio's routes types it. */
export type RequestBodies = { [R in WriteRoute]: WriteRequest<R> };

const file = { type: 'string', minLength: 1, maxLength: 300 };
const document = { type: 'object' };
const body = (properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const schemas: Record<WriteRoute, object> = {
  check: body({ file, document }),
  save: body({ file, version: { type: 'string', minLength: 1, maxLength: 128 }, document }),
  'new-town': body({
    name: { type: 'string', maxLength: 100 },
    zip: { type: 'string', maxLength: 10 },
  }),
  'new-fragment': body({
    name: { type: 'string', minLength: 1, maxLength: 100 },
    section: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
  }),
  photo: body({
    name: { type: 'string', minLength: 1, maxLength: 255 },
    alt: { type: 'string', maxLength: 1000 },
    data: { type: 'string', minLength: 1 },
  }),
  'delete-photo': body({ src: { type: 'string', minLength: 1, maxLength: 300 } }),
  video: body({
    name: { type: 'string', minLength: 1, maxLength: 255 },
    alt: { type: 'string', maxLength: 1000 },
    data: { type: 'string', minLength: 1 },
  }),
};

const ajv = new Ajv2020({ strict: true, allErrors: false, verbose: true });
const validators = Object.fromEntries(
  Object.entries(schemas).map(([route, schema]) => [route, ajv.compile(schema)]),
) as { [R in WriteRoute]: ValidateFunction<RequestBodies[R]> };

export const isWriteRoute = (route: string): route is WriteRoute =>
  Object.hasOwn(validators, route);

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : `${typeof value === 'string' ? 'text' : `a ${typeof value}`} (${JSON.stringify(value)?.slice(0, 20)})`;

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  string: 'text',
  array: 'a list',
  number: 'a number',
};

/** One sentence about the first thing wrong with the body. */
function describe(route: WriteRoute, error: ErrorObject): string {
  const field = error.instancePath
    ? `"${error.instancePath.slice(1).replace(/\//g, '.')}"`
    : 'the body';
  const params = error.params as Record<string, unknown>;
  const what =
    error.keyword === 'required'
      ? `${error.instancePath ? `${field} has` : 'it has'} no "${String(params.missingProperty)}"`
      : error.keyword === 'additionalProperties'
        ? `"${String(params.additionalProperty)}" is not a field it takes`
        : error.keyword === 'type'
          ? `${field} must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}, not ${kindOf(error.data)}`
          : `${field} ${error.message ?? 'is not valid'}`;
  return `The ${route} request is malformed: ${what}. Nothing was written.`;
}

/** The body as the route's type, or an HttpError 400 naming what is wrong. */
export function checkRequest<R extends WriteRoute>(route: R, value: unknown): RequestBodies[R] {
  const validate = validators[route] as ValidateFunction<RequestBodies[R]>;
  if (validate(value)) return value;
  throw new HttpError(400, describe(route, validate.errors![0]!));
}
