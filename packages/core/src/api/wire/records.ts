import type { Timestamps, Uuid } from './common';
import type { WireFieldValue } from './fields';
import type { TableValue } from './tables';

export type RecordStatus = 'pending' | 'completed';
export type ResponseStatus = 'draft' | 'submitted' | 'discarded';
export const RESPONSE_STATUSES: readonly ResponseStatus[] = ['draft', 'submitted', 'discarded'];

export interface RankingValueItem {
  value: string;
  rank: number | null;
}

export interface SpanValueItem {
  label: string;
  start: number;
  end: number;
}

/** A question answer as it travels on the wire, keyed by question type (see contract §15.1). */
export type WireAnswerValue = string | string[] | number | RankingValueItem[] | SpanValueItem[] | TableValue;

/** `values` of a response: question name → `{value}`; the special key `duration` carries seconds. */
export type WireResponseValues = Record<string, { value: WireAnswerValue | unknown }>;

export interface WireResponse extends Timestamps {
  id: Uuid;
  values: WireResponseValues | null;
  status: ResponseStatus;
  record_id: Uuid;
  user_id: Uuid;
}

export interface ResponseUpsert {
  status: ResponseStatus;
  values?: WireResponseValues | null;
}

export interface ResponseBulkItem extends ResponseUpsert {
  record_id: Uuid;
}

/** Body of `POST /me/responses/bulk` (1–100 items). */
export interface ResponsesBulkCreate {
  items: ResponseBulkItem[];
}

export interface WireResponseBulkResult {
  items: { item: WireResponse | null; error: { detail: string } | null }[];
}

export type SuggestionType = 'model' | 'human' | 'selection';

export interface WireSuggestion extends Partial<Timestamps> {
  id: Uuid;
  question_id: Uuid;
  type: SuggestionType | null;
  value: unknown;
  agent: string | null;
  score: number | number[] | null;
}

export interface SuggestionCreate {
  question_id: Uuid;
  value: unknown;
  type?: SuggestionType | null;
  agent?: string | null;
  score?: number | number[] | null;
}

export interface WireRecord extends Partial<Timestamps> {
  id: Uuid;
  status?: RecordStatus;
  fields: Record<string, WireFieldValue>;
  metadata: Record<string, unknown> | null;
  external_id: string | null;
  responses?: WireResponse[];
  suggestions?: WireSuggestion[];
  vectors?: Record<string, number[]>;
  dataset_id?: Uuid;
}

export interface RecordCreate {
  fields: Record<string, WireFieldValue>;
  metadata?: Record<string, unknown> | null;
  external_id?: string | null;
  responses?: { user_id: Uuid; values?: WireResponseValues | null; status: ResponseStatus }[];
  suggestions?: SuggestionCreate[];
  vectors?: Record<string, number[]>;
}

export interface RecordsBulkCreate {
  items: RecordCreate[];
}

export interface WireRecords {
  items: WireRecord[];
  total?: number;
}
