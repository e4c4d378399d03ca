import type { ApiClient } from '../api/createApiClient';
import { toDataset } from '../model/Dataset';
import { toField } from '../model/Field';
import { toQuestion } from '../model/Question';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { QueueContext } from '../queue/queueSearchContext';
import type { AnnotationState } from './annotationState';
import { loadDatasetInfo } from './loadDatasetInfo';

/** What the first load works with. */
export interface AnnotationViewLoadContext {
  client: ApiClient;
  datasetId: string;
  queue: RecordQueueStore;
  set(partial: Partial<AnnotationState>): void;
  reloadMetrics(): Promise<void>;
}

/**
 * Loads the annotation view: the dataset and its workspace, fields, questions and metadata properties (whose
 * failures are swallowed, spec 1 §8: the view shows what it has), the queue's first page and the metrics.
 * Resolves whether the dataset loaded (the records may still have failed: the state says so).
 *
 * @example
 * if (await loadAnnotationView({ client, datasetId, queue, set, reloadMetrics })) await sendOutbox(…);
 */
export async function loadAnnotationView({
  client,
  datasetId,
  queue,
  set,
  reloadMetrics,
}: AnnotationViewLoadContext): Promise<boolean> {
  set({ status: 'loading', error: null, emptyState: null });
  const questions = client.getQuestions(datasetId).then(
    (body) => body.items.map(toQuestion),
    () => [],
  );
  const metadataProperties = client.getMetadataProperties(datasetId).then(
    (body) => body.items,
    () => null,
  );
  const context: Promise<QueueContext> = Promise.all([questions, metadataProperties]).then(
    ([loaded, properties]) => {
      // Before the queue shows a record, so its form starts from the questions.
      set({ questions: loaded });
      return { questions: loaded, metadataProperties: properties };
    },
  );
  const [info, fields] = await Promise.all([
    loadDatasetInfo(client, datasetId),
    client.getFields(datasetId).then(
      (body) => body.items.map(toField),
      () => [],
    ),
    queue.getState().load({ context }),
    reloadMetrics(),
  ]);
  if ('error' in info) {
    set({ status: 'error', error: info.error });
    return false;
  }
  set({ dataset: toDataset(info.dataset, info.workspace.name), workspace: info.workspace, fields });
  const { error, records } = queue.getState();
  set({ status: error && records.length === 0 ? 'error' : 'ready', error });
  return true;
}
