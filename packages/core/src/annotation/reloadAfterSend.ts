import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { SentAnswers } from './sendOutbox';

/** Resolves once the queue runs no record fetch. */
function queueIdle(queue: RecordQueueStore): Promise<void> {
  return new Promise((resolve) => {
    if (!queue.getState().isFetching) return resolve();
    const stop = queue.subscribe((state) => {
      if (state.isFetching) return;
      stop();
      resolve();
    });
  });
}

/**
 * After the outbox sent answers, loads the queue again when its page shows no record, or shows a record the
 * queue fetched while its answer still waited (`heldAsBefore`) and the user is not answering it again. Found by the crash drill: a load that succeeded between two server restarts listed the records
 * whose answers waited as still pending; once the outbox sent them, the focus view was left on answered records
 * or on no record at all, and every later request succeeded, so no retry ever fetched again.
 *
 * @example
 * await reloadAfterSend(queue, await sendOutbox(outbox, queue, afterSave), () => get().isModified);
 */
export async function reloadAfterSend(
  queue: RecordQueueStore,
  { count, heldAsBefore }: SentAnswers,
  isAnswering: () => boolean,
): Promise<void> {
  if (count === 0) return;
  await queueIdle(queue);
  const shown = queue.getState().pageRecords[0];
  const isStale = shown !== undefined && heldAsBefore.includes(shown.id) && !isAnswering();
  if (shown === undefined || isStale) await queue.getState().load();
}
