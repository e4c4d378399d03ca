import type { ApiClient } from '../api/createApiClient';
import type { AfterPaint } from '../environment/afterPaint';
import type { OnlineSignal } from '../environment/environmentSignals';
import { toDataset } from '../model/Dataset';
import { toMetrics } from '../model/Metrics';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { QueueContext } from '../queue/queueSearchContext';
import type { AnnotationData, AnnotationSlice } from './annotationState';
import type { ResponseOutbox } from './createResponseOutbox';
import { readDatasetInfo } from './loadDatasetInfo';
import { readViewFields, readViewQuestions } from './readViewSettings';

/** The members of the annotation state the first load writes. */
type LoadedMember =
  'status' | 'error' | 'emptyState' | 'questions' | 'dataset' | 'workspace' | 'fields' | 'firstLoadPainted';

/** What the first load works with. */
export interface AnnotationViewLoadContext {
  client: ApiClient;
  datasetId: string;
  queue: RecordQueueStore;
  set(partial: Partial<Pick<AnnotationData, LoadedMember>>): void;
  reloadMetrics(): Promise<void>;
  /** Called once the state holds what the load shows (the record, the empty state or the error). */
  shown?(): void;
}

/** What the view's `load` intent works with: the first load, then the answers waiting in the outbox. */
export interface AnnotationLoadContext extends Omit<AnnotationViewLoadContext, 'set' | 'shown'> {
  state: AnnotationSlice<'status' | 'firstLoadPainted', LoadedMember>;
  outbox: ResponseOutbox;
  online?: OnlineSignal;
  /** Sends the answers waiting in the outbox. */
  flushOutbox(): Promise<void>;
  /** The view's frames: `firstLoadPainted` is set once the first load's outcome is painted (at once without). */
  afterPaint?: AfterPaint;
}

/**
 * The view's `load` intent: ignored while a load runs; once the dataset has loaded, answers left in the outbox
 * (e.g. by a reload while offline) are sent when the connection allows.
 *
 * @example
 * const load = createAnnotationLoad({ client, datasetId, queue, state, reloadMetrics, outbox, online, flushOutbox });
 * await load();
 */
export function createAnnotationLoad(context: AnnotationLoadContext): () => Promise<void> {
  const { state, outbox, online } = context;
  return async () => {
    if (state.get().status === 'loading') return;
    const shown = () => markPainted(state, context.afterPaint);
    const loaded = await loadAnnotationView({ ...context, set: state.set, shown });
    if (loaded && outbox.size() > 0 && (online?.isOnline() ?? true)) await context.flushOutbox();
  };
}

/** Sets `firstLoadPainted` once what the load set is painted: the reads waiting for it may then go. */
function markPainted(state: AnnotationLoadContext['state'], afterPaint: AfterPaint | undefined): void {
  if (state.get().firstLoadPainted) return;
  if (!afterPaint) return state.set({ firstLoadPainted: true });
  afterPaint(() => state.set({ firstLoadPainted: true }));
}

/**
 * Reads the caller's metrics into the state; a failure keeps the last numbers (spec 1 §8).
 *
 * @example
 * const reloadMetrics = createMetricsReload(client, datasetId, state.set);
 */
export function createMetricsReload(
  client: ApiClient,
  datasetId: string,
  set: (partial: Pick<AnnotationData, 'metrics'>) => void,
): () => Promise<void> {
  return async () => {
    try {
      set({ metrics: toMetrics(await client.getMyMetrics(datasetId)) });
    } catch {
      // Metrics failures are swallowed (spec 1 §8): the panel keeps its last numbers.
    }
  };
}

/**
 * Loads the annotation view: the dataset and its workspace, fields, questions and metadata properties (whose
 * failures are swallowed, spec 1 §8: the view shows what it has) and the queue's first page; then, with the view
 * ready (it does not wait for the workspace), the metrics.
 * Resolves whether the dataset loaded (the records may still have failed: the state says so).
 *
 * @example
 * if (await loadAnnotationView({ client, datasetId, queue, set, reloadMetrics })) await sendOutbox(…);
 */
async function loadAnnotationView({
  client,
  datasetId,
  queue,
  set,
  reloadMetrics,
  shown,
}: AnnotationViewLoadContext): Promise<boolean> {
  set({ status: 'loading', error: null, emptyState: null });
  const questions = readViewQuestions(client, datasetId);
  const metadataProperties = client.getMetadataProperties(datasetId).then(
    (body) => body.items,
    () => null,
  );
  // The first record waits for the questions alone, set before the queue shows it so its form starts from them.
  // The metadata properties only check a search's metadata names: until they are read, searches trust the names
  // the criteria use, as the first one does (issue #27: they were one more read on the first record's path).
  const context: Promise<QueueContext> = questions.then((loaded) => {
    set({ questions: loaded });
    return { questions: loaded, metadataProperties: null };
  });
  // The fields are set as soon as they arrive: the queue's record shows its text without waiting for the
  // dataset's workspace, which is read after the dataset (one more round trip on the first record's path).
  const fields = readViewFields(client, datasetId).then((loaded) => set({ fields: loaded }));
  // The view is ready once the dataset itself is read: its workspace is read after it (one more round trip, ~10 ms
  // of the first record's path) and fills the dataset's workspace name when it arrives. A failure to read either
  // still ends the load in its error (spec 1 §8), also after the record showed.
  const { dataset, info } = readDatasetInfo(client, datasetId);
  const firstPage = queue.getState().load({ context });
  // Once the queue holds its context, the metadata properties complete it (a load that failed holds none).
  void Promise.all([firstPage, metadataProperties])
    .then(([, properties]) => {
      const held = queue.getState().context;
      if (held && properties) queue.getState().setContext({ ...held, metadataProperties: properties });
    })
    // A load that throws is reported where it is awaited, below.
    .catch(() => {});
  const [readDataset] = await Promise.all([dataset, fields, firstPage]);
  const ready = () => {
    const { error, records } = queue.getState();
    set({ status: error && records.length === 0 ? 'error' : 'ready', error });
    shown?.();
  };
  if (readDataset) {
    set({ dataset: toDataset(readDataset) });
    ready();
  }
  const loaded = await info;
  if ('error' in loaded) {
    set({ status: 'error', error: loaded.error });
    if (!readDataset) shown?.();
    return false;
  }
  set({ dataset: toDataset(loaded.dataset, loaded.workspace.name), workspace: loaded.workspace });
  if (!readDataset) ready();
  // The counts are read once the first record shows: on a large dataset they are the slowest read of the page,
  // and the server would answer them before the record's.
  await reloadMetrics();
  return true;
}
