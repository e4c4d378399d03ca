import { pyRepr, type WireMetadataSettings } from '@marginalia/core';
import type { SchemaMetadataProperty } from '../datasets/dataset-schema';

/** Why a value does not fit a property's settings, or null when it fits. */
function valueProblem(settings: WireMetadataSettings, value: unknown): string | null {
  switch (settings.type) {
    case 'terms': {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (settings.values !== null && !settings.values.some((allowed) => allowed === item)) {
          return `'${String(item)}' is not an allowed term.`;
        }
      }
      return null;
    }
    case 'integer':
    case 'float': {
      const isInteger = settings.type === 'integer';
      if (typeof value !== 'number' || !Number.isFinite(value) || (isInteger && !Number.isInteger(value))) {
        return `'${String(value)}' is not ${isInteger ? 'an integer' : 'a float'}.`;
      }
      if (
        (settings.min !== null && value < settings.min) ||
        (settings.max !== null && value > settings.max)
      ) {
        return `'${value}' is out of range.`;
      }
      return null;
    }
  }
}

/**
 * Validates a record's metadata against the dataset's properties (contract §13.4). Returns the
 * reason (to follow `metadata is not valid: `) or null. Null values are allowed; undeclared keys
 * only when the dataset allows extra metadata.
 */
export function metadataProblem(
  metadata: Record<string, unknown>,
  properties: readonly SchemaMetadataProperty[],
  dataset: { id: string; allowExtraMetadata: boolean },
): string | null {
  for (const [name, value] of Object.entries(metadata)) {
    const property = properties.find((p) => p.name === name);
    if (!property) {
      if (dataset.allowExtraMetadata) continue;
      return `${pyRepr(name)} metadata property does not exists for dataset '${dataset.id}' and extra metadata is not allowed for this dataset`;
    }
    if (value === null) continue;
    const problem = valueProblem(property.settings, value);
    if (problem) return `${pyRepr(name)} metadata property validation failed because ${problem}`;
  }
  return null;
}
