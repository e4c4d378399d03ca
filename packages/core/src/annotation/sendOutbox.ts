import { toRecordResponse } from '../model/RecordResponse';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { ResponseOutbox } from './createResponseOutbox';

/**
 * Sends the answers waiting in the outbox; each record that got its response is updated in the queue, and
 * `afterSave` runs once when anything was sent.
 *
 * @example
 * online.subscribe(() => online.isOnline() && void sendOutbox(outbox, queue, reloadMetrics));
 */
export async function sendOutbox(
  outbox: ResponseOutbox,
  queue: RecordQueueStore,
  afterSave: () => Promise<void>,
): Promise<void> {
  const { sent } = await outbox.flush();
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
