// The hub's `features` schema (as the `datasets` library writes it in a config's info and in the `huggingface`
// key of its parquet files), read once here for the browser's creation and the server's import.

/** A column's feature description as the `datasets` library writes it (`Value`, `ClassLabel`, `Image`, …). */
export type HubFeature = unknown;

/** What a hub column holds. Plain JSON, so a planned import can be stored with its job. */
export type HubColumnType =
  | { kind: 'string' }
  | { kind: 'integer'; dtype: string }
  | { kind: 'float'; dtype: string }
  | { kind: 'bool' }
  | { kind: 'class_label'; names: string[] }
  | { kind: 'image' }
  | { kind: 'binary' }
  | { kind: 'timestamp' }
  | { kind: 'list'; item: HubColumnType }
  | { kind: 'struct'; fields: Record<string, HubColumnType> }
  | { kind: 'other'; description: string };

/** Numeric dtypes a metadata property can take (spec 2 §3, creation types). */
export const METADATA_DTYPES = [
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'int8',
  'int16',
  'int32',
  'int64',
  'float16',
  'float32',
  'float64',
] as const;
export type MetadataDtype = (typeof METADATA_DTYPES)[number];

/** What a hub column becomes in a new dataset (spec 2 §4, subset type inference). */
export type HubFeatureKind =
  | { kind: 'label_selection'; labels: string[] }
  | { kind: 'multi_label_selection'; labels: string[] }
  | { kind: 'text' }
  | { kind: 'image' }
  | { kind: 'chat' }
  | { kind: 'metadata'; dtype: MetadataDtype }
  | { kind: 'none' };

type FeatureObject = Record<string, unknown>;

const isObject = (value: unknown): value is FeatureObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueType(dtype: string): HubColumnType {
  if (dtype === 'string' || dtype === 'large_string') return { kind: 'string' };
  if (/^u?int\d+$/.test(dtype)) return { kind: 'integer', dtype };
  if (/^float\d+$|^float$|^double$/.test(dtype)) return { kind: 'float', dtype };
  if (dtype === 'bool') return { kind: 'bool' };
  if (dtype === 'binary' || dtype === 'large_binary') return { kind: 'binary' };
  if (dtype.startsWith('timestamp') || dtype.startsWith('date')) return { kind: 'timestamp' };
  return { kind: 'other', description: dtype };
}

function classLabelType(feature: FeatureObject): HubColumnType {
  const names = feature['names'];
  // `datasets` always writes the names; a class label without them cannot name a value.
  if (!Array.isArray(names)) return { kind: 'other', description: 'ClassLabel' };
  return { kind: 'class_label', names: names.map(String) };
}

/**
 * What a column holds, from its feature: `Value` by dtype, `ClassLabel` with its names, `Image`, a list
 * (`List`, `Sequence`, `LargeList` or the `[feature]` shorthand) of its item, a struct (a plain feature map) of
 * its fields; anything else is `other`, described by its type.
 *
 * @example
 * parseHubFeature({ _type: 'Sequence', feature: { _type: 'ClassLabel', names: ['a', 'b'] } });
 * // { kind: 'list', item: { kind: 'class_label', names: ['a', 'b'] } }
 */
export function parseHubFeature(feature: HubFeature): HubColumnType {
  if (Array.isArray(feature)) {
    return feature.length === 1
      ? { kind: 'list', item: parseHubFeature(feature[0]) }
      : { kind: 'other', description: 'list' };
  }
  if (!isObject(feature)) return { kind: 'other', description: String(feature) };
  switch (feature['_type']) {
    case 'Value':
      return valueType(String(feature['dtype']));
    case 'ClassLabel':
      return classLabelType(feature);
    case 'Image':
      return { kind: 'image' };
    case 'List':
    case 'Sequence':
    case 'LargeList':
      return { kind: 'list', item: parseHubFeature(feature['feature']) };
    case undefined:
      return {
        kind: 'struct',
        fields: Object.fromEntries(Object.entries(feature).map(([name, f]) => [name, parseHubFeature(f)])),
      };
    default:
      return { kind: 'other', description: String(feature['_type']) };
  }
}

/** A list of structs, each with (at least) a `role` and a `content`. */
export type HubChatColumnType = {
  kind: 'list';
  item: { kind: 'struct'; fields: Record<string, HubColumnType> };
};

/**
 * Whether a column holds a conversation: a list of messages, each a struct with `role` and `content` (the
 * `datasets` library stores a `Sequence` of such a struct as a struct of lists; it parses the same).
 */
export function isHubChatColumn(type: HubColumnType): type is HubChatColumnType {
  return (
    type.kind === 'list' &&
    type.item.kind === 'struct' &&
    'role' in type.item.fields &&
    'content' in type.item.fields
  );
}

const isMetadataDtype = (dtype: string): dtype is MetadataDtype =>
  (METADATA_DTYPES as readonly string[]).includes(dtype);

/**
 * What a column becomes in a new dataset (spec 2 §4): a class label → a label_selection question, a list of
 * class labels → a multi_label_selection question, a string → a text field, an image → an image field, a list
 * of role-and-content messages → a chat field, a number → a metadata property, anything else → no mapping.
 *
 * @example
 * hubColumnKind(parseHubFeature({ _type: 'Value', dtype: 'int64' })); // { kind: 'metadata', dtype: 'int64' }
 */
export function hubColumnKind(type: HubColumnType): HubFeatureKind {
  switch (type.kind) {
    case 'class_label':
      return { kind: 'label_selection', labels: [...type.names] };
    case 'string':
      return { kind: 'text' };
    case 'image':
      return { kind: 'image' };
    case 'integer':
    case 'float':
      return isMetadataDtype(type.dtype) ? { kind: 'metadata', dtype: type.dtype } : { kind: 'none' };
    case 'list':
      if (type.item.kind === 'class_label')
        return { kind: 'multi_label_selection', labels: [...type.item.names] };
      return isHubChatColumn(type) ? { kind: 'chat' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * What a hub column becomes, from its feature (`hubColumnKind` of `parseHubFeature`).
 *
 * @example
 * hubFeatureKind({ _type: 'ClassLabel', names: ['neg', 'pos'] }); // { kind: 'label_selection', labels: ['neg', 'pos'] }
 * hubFeatureKind({ _type: 'Value', dtype: 'bool' }); // { kind: 'none' }
 */
export function hubFeatureKind(feature: HubFeature): HubFeatureKind {
  return hubColumnKind(parseHubFeature(feature));
}
