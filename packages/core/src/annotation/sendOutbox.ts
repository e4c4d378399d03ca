import { toRecordResponse } from '../model/RecordResponse';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { ResponseOutbox } from './createResponseOutbox';

/** What one send of the outbox did. */
export interface SentAnswers {
  count: number;
  /** Records sent that the queue held as the server listed them while their answer waited. */
  heldAsBefore: string[];
}

/**
 * Sends the answers waiting in the outbox; each record that got its response is updated in the queue, and
 * `afterSave` runs once when anything was sent. An answer the server refused is dropped from the outbox and
 * handed to `onRefused`, so it is reported rather than lost silently. Returns how many were sent and the ids of
 * those the queue held with another status than the one sent: fetched while their answer waited, the server
 * then still listing them as before (see `reloadAfterSend`).
 *
 * @example
 * online.subscribe(() => online.isOnline() && void sendOutbox(outbox, queue, reloadMetrics));
 */
export async function sendOutbox(
  outbox: ResponseOutbox,
  queue: RecordQueueStore,
  afterSave: () => Promise<void>,
  onRefused: (error: unknown, recordId: string) => void = () => {},
): Promise<SentAnswers> {
  const { sent, refused } = await outbox.flush();
  for (const { recordId, error } of refused) onRefused(error, recordId);
  const heldAsBefore: string[] = [];
  for (const { recordId, response } of sent) {
    const held = queue.getState().records.find((entry) => entry.record.id === recordId)?.record;
    if (held) {
      if (held.status !== response.status) heldAsBefore.push(recordId);
      queue
        .getState()
        .replaceRecord({ ...held, response: toRecordResponse(response), status: response.status });
    }
  }
  if (sent.length > 0) await afterSave();
  return { count: sent.length, heldAsBefore };
}
