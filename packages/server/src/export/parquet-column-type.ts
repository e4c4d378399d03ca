import type { SchemaElement } from 'hyparquet';

/** A column type of an exported parquet file, with its `datasets` feature (so `load_dataset` reads it typed). */
export type ParquetColumnType =
  | { kind: 'string' }
  | { kind: 'int64' }
  | { kind: 'double' }
  | { kind: 'boolean' }
  | { kind: 'list'; item: ParquetColumnType }
  | { kind: 'struct'; fields: Record<string, ParquetColumnType> };

export const STRING: ParquetColumnType = { kind: 'string' };
export const INT64: ParquetColumnType = { kind: 'int64' };
export const DOUBLE: ParquetColumnType = { kind: 'double' };
export const BOOLEAN: ParquetColumnType = { kind: 'boolean' };
export const listOf = (item: ParquetColumnType): ParquetColumnType => ({ kind: 'list', item });
export const structOf = (fields: Record<string, ParquetColumnType>): ParquetColumnType => ({
  kind: 'struct',
  fields,
});

/** The schema elements of a column (optional, lists as Arrow's 3-level LIST). */
export function schemaElements(name: string, type: ParquetColumnType): SchemaElement[] {
  const repetition_type = 'OPTIONAL';
  switch (type.kind) {
    case 'string':
      return [{ name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type }];
    case 'int64':
      return [{ name, type: 'INT64', repetition_type }];
    case 'double':
      return [{ name, type: 'DOUBLE', repetition_type }];
    case 'boolean':
      return [{ name, type: 'BOOLEAN', repetition_type }];
    case 'list':
      return [
        { name, repetition_type, converted_type: 'LIST', num_children: 1 },
        { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
        ...schemaElements('element', type.item),
      ];
    case 'struct': {
      const children = Object.entries(type.fields);
      return [
        { name, repetition_type, num_children: children.length },
        ...children.flatMap(([child, childType]) => schemaElements(child, childType)),
      ];
    }
  }
}

/** The `datasets` library's feature for a column type. */
export function hubFeature(type: ParquetColumnType): unknown {
  switch (type.kind) {
    case 'string':
      return { dtype: 'string', _type: 'Value' };
    case 'int64':
      return { dtype: 'int64', _type: 'Value' };
    case 'double':
      return { dtype: 'float64', _type: 'Value' };
    case 'boolean':
      return { dtype: 'bool', _type: 'Value' };
    case 'list':
      return { feature: hubFeature(type.item), _type: 'List' };
    case 'struct':
      return Object.fromEntries(Object.entries(type.fields).map(([k, v]) => [k, hubFeature(v)]));
  }
}

/** A JSON value as the parquet writer takes it for this type: 64-bit integers as bigint, anything off-type null. */
export function writerValue(type: ParquetColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case 'string':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'int64':
      return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : null;
    case 'double':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'list':
      return Array.isArray(value) ? value.map((item) => writerValue(type.item, item)) : null;
    case 'struct': {
      if (typeof value !== 'object') return null;
      const object = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(type.fields).map(([k, t]) => [k, writerValue(t, object[k])]));
    }
  }
}
