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
  /** Called after each group with the progress and every result so far (in the records' order). */
  onProgress?(progress: BulkProgress, results: readonly BulkRecordResult[]): void;
  /** Groups on their way at once; {@link CONCURRENT_GROUPS} unless given. */
  concurrency?: number;
}

/**
 * Groups of a bulk action on their way at once (issue 27): enough to hide each request's round trip, few enough
 * to leave the browser's connections (six per host) and the server to others.
 */
export const CONCURRENT_GROUPS = 4;

/** Sends one group; a failed request fails every record of it. */
async function saveGroup(
  group: readonly string[],
  { status, values, valuesFor, send }: GroupedResponses,
): Promise<BulkRecordResult[]> {
  try {
    const { items } = await send({
      items: group.map((recordId) => ({ record_id: recordId, status, values: valuesFor?.(recordId) ?? values })),
    });
    return group.map((recordId, index): BulkRecordResult => {
      const answer = items[index];
      return answer?.item
        ? { recordId, ok: true, response: toRecordResponse(answer.item) }
        : { recordId, ok: false, error: answer?.error?.detail ?? 'No result for this record' };
    });
  } catch (error) {
    const reason = reasonOfError(error);
    return group.map((recordId) => ({ recordId, ok: false, error: reason }));
  }
}

/**
 * Saves the same answer (or each record's own, with `valuesFor`) on many records in groups of 10 (spec 1 §4),
 * up to `concurrency` groups on their way at once, reporting progress after each group. A failed request fails
 * every record of its group; the others go on. Results are in the records' order, whatever order the groups
 * were answered in.
 *
 * @example
 * const results = await saveResponsesInGroups({ recordIds, status: 'submitted', values, send });
 * const allSaved = results.every((result) => result.ok);
 */
export async function saveResponsesInGroups(request: GroupedResponses): Promise<BulkRecordResult[]> {
  const { recordIds, onProgress, concurrency = CONCURRENT_GROUPS } = request;
  const groups = groupsOf(recordIds);
  // Per group, once answered; `flat` skips the groups still on their way.
  const byGroup: BulkRecordResult[][] = [];
  let done = 0;
  let next = 0;
  const lane = async () => {
    while (next < groups.length) {
      const index = next++;
      byGroup[index] = await saveGroup(groups[index]!, request);
      done += groups[index]!.length;
      onProgress?.({ done, total: recordIds.length }, byGroup.flat());
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, groups.length)) }, lane));
  return byGroup.flat();
}
