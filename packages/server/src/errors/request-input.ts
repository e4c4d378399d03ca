import { uuidSchema } from '@marginalia/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { requestBodyText } from '../http/request-body';
import { RequestValidationError } from './api-errors';
import { toPydanticErrors, type InputLocation } from './pydantic-issues';

function parseWith<S extends z.ZodType>(schema: S, input: unknown, location: InputLocation): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new RequestValidationError(toPydanticErrors(result.error.issues, location));
  return result.data;
}

/** Approximate character position of a JSON syntax error, for pydantic's `loc: ["body", <pos>]`. */
function syntaxErrorPosition(error: unknown): number {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : 0;
}

/**
 * Reads and validates a JSON body. Invalid JSON → 422 `json_invalid`; a missing body → 422 `missing`
 * at `["body"]`; schema failures → 422 with `loc` starting at `body`.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await requestBodyText(c);
  let data: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new RequestValidationError([
        { type: 'json_invalid', loc: ['body', syntaxErrorPosition(error)], msg: 'JSON decode error' },
      ]);
    }
  }
  return parseWith(schema, data, 'body');
}

/**
 * Validates query parameters. Keys listed in `repeated` are passed as arrays of every occurrence,
 * the others as their first value.
 */
export function parseQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
  repeated: readonly string[] = [],
): z.output<S> {
  const query: Record<string, unknown> = { ...c.req.query() };
  for (const key of repeated) {
    const all = c.req.queries(key);
    if (all) query[key] = all;
    else delete query[key];
  }
  return parseWith(schema, query, 'query');
}

// The path schemas by their parameters' names: building a zod object took longer than checking a UUID with it.
const pathSchemas = new Map<string, z.ZodType>();
function pathSchemaOf(names: readonly string[]): z.ZodType {
  const key = names.join('/');
  let schema = pathSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(names.map((n) => [n, uuidSchema])));
    pathSchemas.set(key, schema);
  }
  return schema;
}

/** Validates a UUID path parameter (`uuid_parsing` at `["path", name]`) and returns it normalized. */
export function pathUuid(c: Context, name: string): string {
  return (parseWith(pathSchemaOf([name]), { [name]: c.req.param(name) }, 'path') as Record<string, string>)[name]!;
}

/** Validates several UUID path parameters at once so all errors are reported together. */
export function pathUuids<N extends string>(c: Context, ...names: N[]): Record<N, string> {
  const input = Object.fromEntries(names.map((n) => [n, c.req.param(n)]));
  return parseWith(pathSchemaOf(names), input, 'path') as Record<N, string>;
}

/** Validates an already-decoded value (e.g. a form body) as if it were the request body. */
export function parseBodyValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseWith(schema, value, 'body');
}
