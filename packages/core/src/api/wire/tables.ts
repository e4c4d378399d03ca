import { z } from './zod';

/**
 * Table JSON (spec 2 §3) and the pandera-style schema files it is checked against (contract §19). Objects are
 * loose: keys this product does not read (pandas' `pandas_version`, pandera's `coerce`, …) travel unchanged.
 */

/** One column of a pandera schema, under `columns` (keyed by name) or in `index` (with `name`). */
export const schemaColumnSchema = z.looseObject({
  name: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  /** pandas dtype: `str`, `int64`, `Int64`, `float64`, `bool`, … */
  dtype: z.string().nullable().optional(),
  nullable: z.boolean().nullable().optional(),
  unique: z.boolean().nullable().optional(),
  required: z.boolean().nullable().optional(),
  /** Check name → argument: `greater_than_or_equal_to`, `less_than_or_equal_to`, `isin`, `str_matches`, … */
  checks: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SchemaColumn = z.infer<typeof schemaColumnSchema>;

/** A schema file: `{name, columns, index?, checks?}` (dataframe checks: `check_less_than`, `check_between`, …). */
export const tableSchemaFileSchema = z.looseObject({
  name: z.string().nullable().optional(),
  columns: z.record(z.string(), schemaColumnSchema).nullable().optional(),
  index: z.array(schemaColumnSchema).nullable().optional(),
  checks: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TableSchemaFile = z.infer<typeof tableSchemaFileSchema>;

/** A column of table JSON (`schema.fields`). */
export const tableFieldSchema = z.looseObject({
  name: z.string(),
  type: z.string().optional(),
  extDtype: z.string().optional(),
});
export type TableField = z.infer<typeof tableFieldSchema>;

/** The `schema` of table JSON: pandas' table schema plus the schema file it follows and which version. */
export const tableJsonSchemaSchema = z.looseObject({
  fields: z.array(tableFieldSchema),
  primaryKey: z.array(z.string()).optional(),
  schemaName: z.string().optional(),
  version_id: z.string().nullable().optional(),
  is_latest: z.boolean().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TableJsonSchema = z.infer<typeof tableJsonSchemaSchema>;

const isRow = (row: unknown) => typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * The rows of table JSON: objects of cells by column name. Checked in one pass rather than with an array of
 * record schemas, which would check and copy every cell (200,000 for a 10,000 × 20 table) each time a table is read.
 */
export const tableRowsSchema = z.custom<Record<string, unknown>[]>(
  (rows) => Array.isArray(rows) && rows.every(isRow),
  { message: 'Invalid input: expected a list of objects of cells' },
);

/** Table JSON: a table question's answer or a table field's value (`{schema, data, reference?, validation?}`). */
export const tableValueSchema = z.looseObject({
  schema: tableJsonSchemaSchema,
  data: tableRowsSchema,
  reference: z.string().nullable().optional(),
  validation: tableSchemaFileSchema.nullable().optional(),
});
export type TableValue = z.infer<typeof tableValueSchema>;
