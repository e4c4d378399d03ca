import { schemaColumnNames, type SchemaColumn, type TableSchemaFile } from '@marginalia/core';

/** A JSON schema (the subset structured output accepts). */
export type JsonSchema = Record<string, unknown>;

/** The JSON type of a pandas dtype: `int64`/`Int64` → integer, `float64` → number, `bool` → boolean, else string. */
export function jsonTypeOfDtype(
  dtype: string | null | undefined,
): 'integer' | 'number' | 'boolean' | 'string' {
  const name = (dtype ?? '').toLowerCase();
  if (/^u?int\d*$/.test(name)) return 'integer';
  if (/^float\d*$/.test(name)) return 'number';
  if (name === 'bool' || name === 'boolean') return 'boolean';
  return 'string';
}

/** pandas' table-schema type of a dtype (`integer`, `number`, `boolean`, `string`), for the answer's `fields`. */
export const pandasTypeOfDtype = jsonTypeOfDtype;

/** Every column of a schema file (index columns first) with its definition. */
export function schemaColumns(schema: TableSchemaFile): [string, SchemaColumn][] {
  const index = new Map((schema.index ?? []).flatMap((c) => (c.name ? [[c.name, c] as const] : [])));
  return schemaColumnNames(schema).map((name) => [name, index.get(name) ?? schema.columns?.[name] ?? {}]);
}

function columnSchema(column: SchemaColumn): JsonSchema {
  const type = jsonTypeOfDtype(column.dtype);
  const isin = column.checks?.['isin'];
  const multiselect = column.checks?.['multiselect'] !== undefined;
  const schema: JsonSchema = { type: [type, 'null'] };
  if (column.description) schema['description'] = column.description;
  if (
    Array.isArray(isin) &&
    !multiselect &&
    isin.every((v) => typeof v === 'string' || typeof v === 'number')
  )
    schema['enum'] = [...isin, null];
  return schema;
}

/**
 * The JSON schema of a model's answer for a table: `{"rows": [{column: value|null, …}]}` with every column of
 * the schema file, each typed from its dtype (and its `isin` list when it has one). Every key is required and
 * no other key is allowed, as OpenAI's strict structured output demands; null stands for "not reported".
 */
export function answerJsonSchema(schema: TableSchemaFile): JsonSchema {
  const columns = schemaColumns(schema);
  return {
    type: 'object',
    properties: {
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(columns.map(([name, column]) => [name, columnSchema(column)])),
          required: columns.map(([name]) => name),
          additionalProperties: false,
        },
      },
    },
    required: ['rows'],
    additionalProperties: false,
  };
}
