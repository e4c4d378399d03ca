import type { ResponseStatus, WireResponseValues } from '../api/wire/records';
import { reasonOfError } from '../api/messageOfError';
import { toRecordResponse, type RecordResponse } from '../model/RecordResponse';
import { groupsOf } from './bulkRules';
import type { ResponsesBulkSender } from './sendResponsesBulk';

/** How one record of a bulk action went. */
export type BulkRecordResult =
  { recordId: string; ok: true; response: RecordResponse } | { recordId: string; ok: false; error: string };

/** Progress of a bulk action: records handled so far, out of all. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** What {@link saveResponsesInGroups} sends. */
export interface GroupedResponses {
  recordIds: readonly string[];
  status: ResponseStatus;
  values: WireResponseValues;
  /** The values of one record when they differ between records (e.g. spans drawn on each record's text). */
  valuesFor?(recordId: string): WireResponseValues;
  send: ResponsesBulkSender;
  /** Called after each group with the progress and every result so far. */
  onProgress?(progress: BulkProgress, results: readonly BulkRecordResult[]): void;
}

/**
 * Saves the same answer (or each record's own, with `valuesFor`) on many records in groups of 10, one request after the other, reporting progress after
 * each group. A failed request fails every record of its group; the others go on.
 *
 * @example
 * const results = await saveResponsesInGroups({ recordIds, status: 'submitted', values, send });
 * const allSaved = results.every((result) => result.ok);
 */
export async function saveResponsesInGroups({
  recordIds,
  status,
  values,
  valuesFor,
  send,
  onProgress,
}: GroupedResponses): Promise<BulkRecordResult[]> {
  const results: BulkRecordResult[] = [];
  for (const group of groupsOf(recordIds)) {
    try {
      const { items } = await send({
        items: group.map((recordId) => ({ record_id: recordId, status, values: valuesFor?.(recordId) ?? values })),
      });
      group.forEach((recordId, index) => {
        const answer = items[index];
        results.push(
          answer?.item
            ? { recordId, ok: true, response: toRecordResponse(answer.item) }
            : { recordId, ok: false, error: answer?.error?.detail ?? 'No result for this record' },
        );
      });
    } catch (error) {
      const reason = reasonOfError(error);
      for (const recordId of group) results.push({ recordId, ok: false, error: reason });
    }
    onProgress?.({ done: results.length, total: recordIds.length }, [...results]);
  }
  return results;
}
