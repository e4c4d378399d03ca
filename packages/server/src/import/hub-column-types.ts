import { parseHubFeature, type HubColumnType } from '@marginalia/core';
import { parquetSchema, type FileMetaData, type SchemaTree } from 'hyparquet';

function fromSchema(node: SchemaTree): HubColumnType {
  const { element, children } = node;
  if (element.converted_type === 'LIST' || element.logical_type?.type === 'LIST') {
    const repeated = children[0];
    const item = repeated && repeated.children.length === 1 ? repeated.children[0]! : repeated;
    return { kind: 'list', item: item ? fromSchema(item) : { kind: 'other', description: 'list' } };
  }
  if (children.length > 0) {
    return {
      kind: 'struct',
      fields: Object.fromEntries(children.map((c) => [c.element.name, fromSchema(c)])),
    };
  }
  switch (element.type) {
    case 'BYTE_ARRAY':
      return element.converted_type === 'UTF8' || element.logical_type?.type === 'STRING'
        ? { kind: 'string' }
        : { kind: 'binary' };
    case 'INT32':
    case 'INT64':
      return element.converted_type?.startsWith('TIMESTAMP') || element.logical_type?.type === 'TIMESTAMP'
        ? { kind: 'timestamp' }
        : { kind: 'integer', dtype: element.type === 'INT32' ? 'int32' : 'int64' };
    case 'FLOAT':
      return { kind: 'float', dtype: 'float32' };
    case 'DOUBLE':
      return { kind: 'float', dtype: 'float64' };
    case 'BOOLEAN':
      return { kind: 'bool' };
    default:
      return { kind: 'other', description: String(element.type) };
  }
}

/**
 * Column name → type for a parquet file of a hub split, from the `huggingface` features it carries (read by the
 * core's parser, as the browser reads a config's info), else from the parquet schema.
 */
export function hubColumnTypes(metadata: FileMetaData): Map<string, HubColumnType> {
  const raw = metadata.key_value_metadata?.find((kv) => kv.key === 'huggingface')?.value;
  let features: Record<string, unknown> | undefined;
  try {
    features = raw
      ? ((JSON.parse(raw) as { info?: { features?: Record<string, unknown> } }).info?.features ?? undefined)
      : undefined;
  } catch {
    features = undefined;
  }
  const types = new Map<string, HubColumnType>();
  for (const child of parquetSchema(metadata).children) {
    const name = child.element.name;
    types.set(name, features && name in features ? parseHubFeature(features[name]) : fromSchema(child));
  }
  return types;
}

/** A type in words, for messages: `string`, `list of class labels`, `list of lists of floats`, `struct`. */
export function describeColumnType(type: HubColumnType): string {
  switch (type.kind) {
    case 'class_label':
      return 'class label';
    case 'list':
      return `list of ${plural(type.item)}`;
    case 'other':
      return type.description;
    default:
      return type.kind;
  }
}

function plural(type: HubColumnType): string {
  if (type.kind === 'list') return `lists of ${plural(type.item)}`;
  if (type.kind === 'binary') return 'binary values';
  return `${describeColumnType(type)}s`;
}
