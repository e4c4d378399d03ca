import type { HubFeature } from './createHubDatasetClient';

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

type FeatureObject = Record<string, unknown> & { _type?: unknown };

const isObject = (value: unknown): value is FeatureObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item feature of a list column (`Sequence`, `List`, `LargeList` or the `[feature]` shorthand), else null. */
function listItem(feature: HubFeature): HubFeature | null {
  if (Array.isArray(feature)) return feature.length === 1 ? (feature[0] as HubFeature) : null;
  if (!isObject(feature)) return null;
  if (feature._type === 'Sequence' || feature._type === 'List' || feature._type === 'LargeList')
    return feature.feature ?? null;
  return null;
}

const isClassLabel = (feature: HubFeature): feature is FeatureObject & { names: string[] } =>
  isObject(feature) && feature._type === 'ClassLabel' && Array.isArray(feature.names);

const isStringValue = (feature: HubFeature): boolean =>
  isObject(feature) &&
  feature._type === 'Value' &&
  (feature.dtype === 'string' || feature.dtype === 'large_string');

/** A message: a struct (plain feature map) with `role` and `content`. A `Sequence` of a dict is a dict of lists. */
function isChatMessage(item: HubFeature): boolean {
  if (!isObject(item)) return false;
  if (item._type === undefined) return 'role' in item && 'content' in item;
  return false;
}

function isChatList(feature: HubFeature): boolean {
  const item = listItem(feature);
  if (item !== null && isChatMessage(item)) return true;
  // `Sequence({role, content})` is stored by `datasets` as a dict of lists.
  if (isObject(feature) && feature._type === 'Sequence' && isObject(feature.feature)) {
    const inner = feature.feature;
    return inner._type === undefined && 'role' in inner && 'content' in inner;
  }
  return false;
}

/**
 * Infers what a hub column becomes: a class label → a label_selection question, a list of class labels → a
 * multi_label_selection question, a string → a text field, an image → an image field, a list of role-and-content
 * messages → a chat field, a number → a metadata property, anything else → no mapping.
 *
 * @example
 * hubFeatureKind({ _type: 'ClassLabel', names: ['neg', 'pos'] }); // { kind: 'label_selection', labels: ['neg', 'pos'] }
 * hubFeatureKind({ _type: 'Value', dtype: 'bool' }); // { kind: 'none' }
 */
export function hubFeatureKind(feature: HubFeature): HubFeatureKind {
  if (isClassLabel(feature)) return { kind: 'label_selection', labels: [...feature.names] };
  const item = listItem(feature);
  if (item !== null && isClassLabel(item)) return { kind: 'multi_label_selection', labels: [...item.names] };
  if (isStringValue(feature)) return { kind: 'text' };
  if (isObject(feature) && feature._type === 'Image') return { kind: 'image' };
  if (isChatList(feature)) return { kind: 'chat' };
  if (
    isObject(feature) &&
    feature._type === 'Value' &&
    (METADATA_DTYPES as readonly unknown[]).includes(feature.dtype)
  )
    return { kind: 'metadata', dtype: feature.dtype as MetadataDtype };
  return { kind: 'none' };
}
