import { toRecordResponse } from '../model/RecordResponse';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { ResponseOutbox } from './createResponseOutbox';

/**
 * Sends the answers waiting in the outbox; each record that got its response is updated in the queue, and
 * `afterSave` runs once when anything was sent. An answer the server refused is dropped from the outbox and
 * handed to `onRefused`, so it is reported rather than lost silently.
 *
 * @example
 * online.subscribe(() => online.isOnline() && void sendOutbox(outbox, queue, reloadMetrics));
 */
export async function sendOutbox(
  outbox: ResponseOutbox,
  queue: RecordQueueStore,
  afterSave: () => Promise<void>,
  onRefused: (error: unknown, recordId: string) => void = () => {},
): Promise<void> {
  const { sent, refused } = await outbox.flush();
  for (const { recordId, error } of refused) onRefused(error, recordId);
  for (const { recordId, response } of sent) {
    const held = queue.getState().records.find((entry) => entry.record.id === recordId)?.record;
    if (held) {
      queue
        .getState()
        .replaceRecord({ ...held, response: toRecordResponse(response), status: response.status });
    }
  }
  if (sent.length > 0) await afterSave();
}
