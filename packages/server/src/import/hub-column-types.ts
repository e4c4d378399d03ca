import { parquetSchema, type FileMetaData, type SchemaTree } from 'hyparquet';

/** What a hub column holds, from the `datasets` features (or, without them, the parquet schema). */
export type ColumnType =
  | { kind: 'string' }
  | { kind: 'integer' }
  | { kind: 'float' }
  | { kind: 'bool' }
  | { kind: 'class_label'; names: string[] }
  | { kind: 'image' }
  | { kind: 'binary' }
  | { kind: 'timestamp' }
  | { kind: 'list'; item: ColumnType }
  | { kind: 'struct'; fields: Record<string, ColumnType> }
  | { kind: 'other'; description: string };

type HubFeature = Record<string, unknown>;

function fromFeature(feature: unknown): ColumnType {
  if (Array.isArray(feature)) return { kind: 'list', item: fromFeature(feature[0]) };
  const f = (feature ?? {}) as HubFeature;
  switch (f['_type']) {
    case 'Value': {
      const dtype = String(f['dtype']);
      if (dtype === 'string' || dtype === 'large_string') return { kind: 'string' };
      if (/^u?int\d+$/.test(dtype)) return { kind: 'integer' };
      if (/^float\d+$|^float$|^double$/.test(dtype)) return { kind: 'float' };
      if (dtype === 'bool') return { kind: 'bool' };
      if (dtype === 'binary' || dtype === 'large_binary') return { kind: 'binary' };
      if (dtype.startsWith('timestamp') || dtype.startsWith('date')) return { kind: 'timestamp' };
      return { kind: 'other', description: dtype };
    }
    case 'ClassLabel':
      return { kind: 'class_label', names: (f['names'] as string[] | undefined) ?? [] };
    case 'Image':
      return { kind: 'image' };
    case 'List':
    case 'Sequence':
    case 'LargeList':
      return { kind: 'list', item: fromFeature(f['feature']) };
    case undefined:
      return {
        kind: 'struct',
        fields: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, fromFeature(v)])),
      };
    default:
      return { kind: 'other', description: String(f['_type']) };
  }
}

function fromSchema(node: SchemaTree): ColumnType {
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
        : { kind: 'integer' };
    case 'FLOAT':
    case 'DOUBLE':
      return { kind: 'float' };
    case 'BOOLEAN':
      return { kind: 'bool' };
    default:
      return { kind: 'other', description: String(element.type) };
  }
}

/** Column name → type for a parquet file of a hub split, preferring the `huggingface` features it carries. */
export function hubColumnTypes(metadata: FileMetaData): Map<string, ColumnType> {
  const raw = metadata.key_value_metadata?.find((kv) => kv.key === 'huggingface')?.value;
  let features: Record<string, unknown> | undefined;
  try {
    features = raw
      ? ((JSON.parse(raw) as { info?: { features?: Record<string, unknown> } }).info?.features ?? undefined)
      : undefined;
  } catch {
    features = undefined;
  }
  const types = new Map<string, ColumnType>();
  for (const child of parquetSchema(metadata).children) {
    const name = child.element.name;
    types.set(name, features && name in features ? fromFeature(features[name]) : fromSchema(child));
  }
  return types;
}

/** A type in words, for messages: `string`, `list of class labels`, `list of lists of floats`, `struct`. */
export function describeColumnType(type: ColumnType): string {
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

function plural(type: ColumnType): string {
  if (type.kind === 'list') return `lists of ${plural(type.item)}`;
  if (type.kind === 'binary') return 'binary values';
  return `${describeColumnType(type)}s`;
}
