/**
 * Column types as the `datasets` library serialises them (the `features` of `/info`, `/first-rows` and of the
 * `huggingface` key in a parquet file's metadata).
 */
export type Feature =
  | { _type: 'Value'; dtype: ValueDtype }
  | { _type: 'ClassLabel'; names: string[] }
  | { _type: 'Image' }
  | { _type: 'List'; feature: Feature }
  | { _type: 'Sequence'; feature: Feature }
  | { [name: string]: Feature };

export type ValueDtype =
  'string' | 'int32' | 'int64' | 'float32' | 'float64' | 'bool' | 'binary' | 'timestamp[s]';

/** The features of a split: column name → type, in column order. */
export type Features = Record<string, Feature>;

export const value = (dtype: ValueDtype): Feature => ({ _type: 'Value', dtype });
export const classLabel = (names: string[]): Feature => ({ _type: 'ClassLabel', names });
export const image = (): Feature => ({ _type: 'Image' });
export const list = (feature: Feature): Feature => ({ _type: 'List', feature });
/** The `datasets` library's older list type (`Sequence`), still found in many repositories. */
export const sequence = (feature: Feature): Feature => ({ _type: 'Sequence', feature });

/** A feature with a `_type` (a leaf or a list), or a struct (a plain object of features). */
export function featureKind(feature: Feature): string {
  return typeof feature._type === 'string' ? (feature._type as string) : 'struct';
}
