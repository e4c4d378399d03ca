import type { SchemaElement } from 'hyparquet';
import { featureKind, type Feature, type Features } from '../catalog/features';

type Repetition = 'OPTIONAL' | 'REQUIRED';

/** The parquet schema elements of one column, as Arrow writes a `datasets` feature. */
function columnElements(name: string, feature: Feature, repetition: Repetition): SchemaElement[] {
  const repetition_type = repetition;
  switch (featureKind(feature)) {
    case 'Value':
      return [valueElement(name, (feature as { dtype: string }).dtype, repetition)];
    case 'ClassLabel':
      return [{ name, type: 'INT64', repetition_type }];
    case 'Image':
      return [
        { name, repetition_type, num_children: 2 },
        { name: 'bytes', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
        { name: 'path', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      ];
    case 'List':
    case 'Sequence':
      return [
        { name, repetition_type, converted_type: 'LIST', num_children: 1 },
        { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
        ...columnElements('element', (feature as { feature: Feature }).feature, 'OPTIONAL'),
      ];
    default: {
      const children = Object.entries(feature as Record<string, Feature>);
      return [
        { name, repetition_type, num_children: children.length },
        ...children.flatMap(([child, childFeature]) => columnElements(child, childFeature, 'OPTIONAL')),
      ];
    }
  }
}

function valueElement(name: string, dtype: string, repetition_type: Repetition): SchemaElement {
  switch (dtype) {
    case 'string':
      return { name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type };
    case 'int32':
      return { name, type: 'INT32', repetition_type };
    case 'int64':
      return { name, type: 'INT64', repetition_type };
    case 'float32':
      return { name, type: 'FLOAT', repetition_type };
    case 'float64':
      return { name, type: 'DOUBLE', repetition_type };
    case 'bool':
      return { name, type: 'BOOLEAN', repetition_type };
    case 'binary':
      return { name, type: 'BYTE_ARRAY', repetition_type };
    case 'timestamp[s]':
      return { name, type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', repetition_type };
    default:
      throw new Error(`No parquet type for dtype ${dtype}`);
  }
}

/**
 * The parquet schema of a split with these features (the root named `schema`, as Arrow names it).
 *
 * @example
 * parquetSchema({ text: value('string'), label: classLabel(['neg', 'pos']) });
 */
export function parquetSchema(features: Features): SchemaElement[] {
  const columns = Object.entries(features);
  return [
    { name: 'schema', num_children: columns.length },
    ...columns.flatMap(([name, feature]) => columnElements(name, feature, 'OPTIONAL')),
  ];
}

/** A generated cell as the parquet writer wants it: 64-bit integers as bigint, nested values converted inside. */
export function toParquetValue(feature: Feature, cell: unknown): unknown {
  if (cell === null || cell === undefined) return null;
  switch (featureKind(feature)) {
    case 'ClassLabel':
      return BigInt(cell as number);
    case 'Value': {
      const dtype = (feature as { dtype: string }).dtype;
      if (dtype === 'int64' || dtype === 'timestamp[s]') return BigInt(cell as number);
      return cell;
    }
    case 'Image':
      return cell;
    case 'List':
    case 'Sequence': {
      const inner = (feature as { feature: Feature }).feature;
      return (cell as unknown[]).map((item) => toParquetValue(inner, item));
    }
    default: {
      const struct = cell as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(feature as Record<string, Feature>).map(([name, child]) => [
          name,
          toParquetValue(child, struct[name]),
        ]),
      );
    }
  }
}
