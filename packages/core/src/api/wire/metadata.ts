import type { Timestamps, Uuid } from './common';

export type MetadataPropertyType = 'terms' | 'integer' | 'float';

export type WireMetadataSettings =
  | { type: 'terms'; values: unknown[] | null }
  | { type: 'integer'; min: number | null; max: number | null }
  | { type: 'float'; min: number | null; max: number | null };

export interface WireMetadataProperty extends Timestamps {
  id: Uuid;
  name: string;
  title: string;
  settings: WireMetadataSettings;
  visible_for_annotators: boolean;
  dataset_id: Uuid;
}

export interface MetadataPropertyCreate {
  name: string;
  title: string;
  settings: WireMetadataSettings;
  visible_for_annotators?: boolean;
}

export type WireMetadataMetrics =
  | { type: 'terms'; total: number; values: { term: unknown; count: number }[] }
  | { type: 'integer' | 'float'; min: number | null; max: number | null };

export interface WireVectorSettings extends Timestamps {
  id: Uuid;
  name: string;
  title: string;
  dimensions: number;
  dataset_id: Uuid;
}

export interface VectorSettingsCreate {
  name: string;
  title: string;
  dimensions: number;
}
