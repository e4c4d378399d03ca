import type { Timestamps, Uuid } from './common';

export type FieldType = 'text' | 'image' | 'chat' | 'custom' | 'table';
export const FIELD_TYPES: readonly FieldType[] = ['text', 'image', 'chat', 'custom', 'table'];

export type WireFieldSettings =
  | { type: 'text'; use_markdown: boolean; use_table?: boolean }
  | { type: 'image' }
  | { type: 'chat'; use_markdown: boolean }
  | { type: 'custom'; template: string; advanced_mode: boolean }
  | { type: 'table' };

export interface WireField extends Timestamps {
  id: Uuid;
  name: string;
  title: string;
  required: boolean;
  settings: WireFieldSettings;
  dataset_id: Uuid;
}

export interface FieldCreate {
  name: string;
  title: string;
  required?: boolean;
  settings: Partial<WireFieldSettings> & { type: FieldType };
}

export interface ChatMessage {
  role: string;
  content: string;
}

/** A record's value for a field: text/image URL string, chat messages, custom JSON, or table JSON. */
export type WireFieldValue = string | ChatMessage[] | Record<string, unknown> | null;
