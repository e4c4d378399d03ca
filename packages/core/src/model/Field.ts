import type { FieldType, WireField, WireFieldSettings } from '../api/wire/fields';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** A record field definition. */
export interface Field {
  id: string;
  name: string;
  title: string;
  required: boolean;
  datasetId: string | null;
  type: FieldType;
  useMarkdown: boolean;
  useTable: boolean;
  /** Custom fields only. */
  template: string | null;
  advancedMode: boolean;
  /** Name prefix before the first dash; fields sharing it are shown as tabs of one group. */
  group: string;
  /** The settings exactly as received. */
  settings: WireFieldSettings;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/**
 * Group of a field or question name: the part before the first dash (the whole name when there is none).
 *
 * @example
 * groupOfName('review-rating'); // 'review'
 */
export function groupOfName(name: string): string {
  const dash = name.indexOf('-');
  return dash === -1 ? name : name.slice(0, dash);
}

/**
 * Maps a wire field.
 *
 * @example
 * const fields = (await client.getFields(datasetId)).items.map(toField);
 */
export function toField(wire: WireField): Field {
  const settings = wire.settings as WireFieldSettings & Record<string, unknown>;
  return {
    id: wire.id,
    name: wire.name,
    title: wire.title,
    required: wire.required,
    datasetId: wire.dataset_id ?? null,
    type: settings.type,
    useMarkdown: settings.use_markdown === true,
    useTable: settings.use_table === true,
    template: typeof settings.template === 'string' ? settings.template : null,
    advancedMode: settings.advanced_mode === true,
    group: groupOfName(wire.name),
    settings: wire.settings,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
