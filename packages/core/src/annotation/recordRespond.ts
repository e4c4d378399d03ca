import type { ResponseStatus, ResponseUpsert } from '../api/wire/records';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import { toRecordResponse } from '../model/RecordResponse';
import type { Answers, RecordActionContext } from './recordActionContext';
import { toResponseValues } from '../questions/responseValues';
import { isNetworkError, saveRecordResponse } from './saveRecordResponse';

/** The record after the response, the answers it carried, and whether it waits in the outbox. */
export type RecordOutcome = {
  record: AnnotationRecord;
  answers: Answers;
  queued: boolean;
};

/** The current record when an action may start on it now (none running, queue idle, record has an id). */
export function actionableRecord({ get, queue }: RecordActionContext): AnnotationRecord | null {
  const { record, pendingAction } = get();
  if (pendingAction !== null || queue.getState().isFetching || !record?.id) return null;
  return record;
}

/**
 * Writes the current answers as a response of this status: created or updated on the server, or put in the
 * outbox when the request fails for a network reason (it then counts as done).
 */
export async function respondToRecord(
  context: RecordActionContext,
  status: ResponseStatus,
  record: AnnotationRecord,
): Promise<RecordOutcome> {
  const { client, userId, timer, outbox, get } = context;
  const { questions, answers } = get();
  const body: ResponseUpsert = {
    status,
    values: toResponseValues(questions, answers, timer.elapsedSeconds()),
  };
  try {
    // An older answer still waiting in the outbox (a draft whose autosave failed) must not reach the server after
    // this one: the write waits for the outbox's request for the record and the flush leaves the record alone.
    const response = await outbox.exclusive(record.id, async () => {
      const saved = toRecordResponse(await saveRecordResponse(client, record, body, userId));
      outbox.remove(record.id);
      return saved;
    });
    // The duration was counted into this response; count the next one afresh.
    timer.reset();
    context.onResponded?.(record.id, body);
    return { record: { ...record, response, status: response.status }, answers, queued: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    outbox.put({
      recordId: record.id,
      responseId: record.response?.id ?? null,
      body,
      queuedAt: context.now(),
    });
    timer.reset();
    context.onResponded?.(record.id, body);
    return { record: { ...record, status }, answers, queued: true };
  }
}
