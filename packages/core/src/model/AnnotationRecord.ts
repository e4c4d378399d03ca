import type { WireFieldValue } from '../api/wire/fields';
import type { RecordStatus, ResponseStatus, WireRecord } from '../api/wire/records';
import { toRecordResponse, type RecordResponse } from './RecordResponse';
import { toSuggestion, type Suggestion } from './Suggestion';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** Status of a record for the current user: its response status, or pending without one. */
export type AnnotationStatus = 'pending' | ResponseStatus;

/** A record as the annotator sees it. */
export interface AnnotationRecord {
  id: string;
  datasetId: string | null;
  externalId: string | null;
  fields: Record<string, WireFieldValue>;
  metadata: Record<string, unknown>;
  /** The caller's response status, or `pending` when the caller has not responded. */
  status: AnnotationStatus;
  /** Record status of the task distribution (`completed` once enough users submitted). */
  distributionStatus: RecordStatus;
  isTaskDistributionCompleted: boolean;
  /** The caller's response, if any. */
  response: RecordResponse | null;
  suggestions: Suggestion[];
  /** Similarity score of a vector search, else null. */
  queryScore: number | null;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/** What a record mapper needs to know besides the wire record. */
export interface RecordContext {
  /** The caller: picks their response out of `responses`. */
  userId: string;
  /** Question id → name, to name suggestions. */
  questionNames?: ReadonlyMap<string, string>;
  queryScore?: number | null;
}

/**
 * Maps a wire record for the calling user. The `/me` search already trims responses to the caller's; when
 * several are present (admin views) the caller's is picked by user id.
 *
 * @example
 * const record = toAnnotationRecord(item.record, { userId: user.id, queryScore: item.query_score });
 */
export function toAnnotationRecord(wire: WireRecord, context: RecordContext): AnnotationRecord {
  const wireResponse = (wire.responses ?? []).find((response) => response.user_id === context.userId);
  const response = wireResponse === undefined ? null : toRecordResponse(wireResponse);
  const distributionStatus = wire.status ?? 'pending';
  return {
    id: wire.id,
    datasetId: wire.dataset_id ?? null,
    externalId: wire.external_id ?? null,
    fields: wire.fields,
    metadata: wire.metadata ?? {},
    status: response?.status ?? 'pending',
    distributionStatus,
    isTaskDistributionCompleted: distributionStatus === 'completed',
    response,
    suggestions: (wire.suggestions ?? []).map((suggestion) =>
      toSuggestion(suggestion, context.questionNames),
    ),
    queryScore: context.queryScore ?? null,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
