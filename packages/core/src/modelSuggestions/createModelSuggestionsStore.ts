import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import { messageOfError } from '../api/messageOfError';
import type { WireModelSuggestionsJob } from '../api/wire/modelSuggestions';
import type { ModelSuggestionsFilter } from './currentFilter';
import { hostTimers, type Timers } from '../environment/Timers';
import { sessionLifecycle } from '../observer/sessionLifecycle';
import { selectActions } from './modelSuggestionsSelectors';
import {
  createFirstRecordLoad,
  createJobFollower,
  createModelSuggestionsLoad,
  modelSuggestionsRequest,
} from './modelSuggestionsParts';
import type { ModelSuggestionsData, ModelSuggestionsState } from './modelSuggestionsState';

/** The calls the section makes. */
export type ModelSuggestionsClient = Pick<
  ApiClient,
  | 'getJob'
  | 'getConfiguredModels'
  | 'getQuestions'
  | 'getFields'
  | 'searchMyRecords'
  | 'dryRunModelSuggestions'
  | 'startModelSuggestions'
  | 'getModelSuggestionsJobs'
  | 'getModelSuggestionsJob'
  | 'cancelModelSuggestionsJob'
  | 'resumeModelSuggestionsJob'
>;

/** Options of {@link createModelSuggestionsStore}. */
export interface ModelSuggestionsStoreOptions {
  client: ModelSuggestionsClient;
  datasetId: string;
  /** The annotation page's current filter, offered as "the current filter" (`modelSuggestionsFilterOfUrl`). */
  filter?: ModelSuggestionsFilter | null;
  timers?: Timers;
  /** How often a running job is read (default: the job observer's 3 s). */
  pollMs?: number;
}

export type ModelSuggestionsStore = StoreApi<ModelSuggestionsState> & {
  /** Stops following the job; late answers are dropped. */
  dispose(): void;
};

function initialData(filter: ModelSuggestionsFilter | null): ModelSuggestionsData {
  return {
    loading: false,
    models: [],
    concurrency: 0,
    maxConcurrency: 0,
    questions: [],
    fields: [],
    filter,
    form: { model: null, questions: [], prompt: '', scope: 'pending', concurrency: null, tableSchemas: {} },
    firstRecord: null,
    dryRun: { status: 'idle', items: [], error: null },
    job: null,
    sending: false,
    error: null,
  };
}

/**
 * The Model suggestions section of the dataset settings (issue 30): the configured models, the form (model,
 * questions, prompt template, records), the preview of the first record's exact prompt, a 5-record try that
 * writes nothing, and the job it starts, followed through a {@link JobObserver} reading its counts until it ends,
 * with cancel and resume.
 *
 * @example
 * const store = createModelSuggestionsStore({ client, datasetId });
 * await store.getState().load();
 * store.getState().toggleQuestion('sentiment');
 * await store.getState().tryRun();
 */
export function createModelSuggestionsStore(options: ModelSuggestionsStoreOptions): ModelSuggestionsStore {
  const { client, datasetId, timers = hostTimers } = options;
  let follower: ReturnType<typeof createJobFollower> | null = null;
  const store = createStore<ModelSuggestionsState>()((set, get) => {
    const context = { client, datasetId, get, set };
    const request = () => modelSuggestionsRequest(get());
    follower = createJobFollower(context, timers, options.pollMs);
    const followJob = (job: WireModelSuggestionsJob) => follower!.follow(job);
    const loadFirstRecord = createFirstRecordLoad(context);
    /** Sends one start, cancel or resume when the buttons' rule allows it. */
    const sending = async (allowed: keyof ReturnType<typeof selectActions>, work: () => Promise<void>) => {
      if (!selectActions(get())[allowed]) return;
      set({ sending: true, error: null });
      try {
        await work();
      } catch (error) {
        set({ error: messageOfError(error) });
      } finally {
        set({ sending: false });
      }
    };
    return {
      ...initialData(options.filter ?? null),
      load: createModelSuggestionsLoad(context, followJob, loadFirstRecord),
      setModel: (model) => set({ form: { ...get().form, model } }),
      toggleQuestion(name) {
        const chosen = get().form.questions;
        const questions = chosen.includes(name) ? chosen.filter((q) => q !== name) : [...chosen, name];
        set({ form: { ...get().form, questions }, dryRun: initialData(null).dryRun });
      },
      setPrompt: (prompt) => set({ form: { ...get().form, prompt }, dryRun: initialData(null).dryRun }),
      async setScope(scope) {
        set({ form: { ...get().form, scope }, dryRun: initialData(null).dryRun });
        await loadFirstRecord().catch((error: unknown) => set({ error: messageOfError(error) }));
      },
      setConcurrency: (concurrency) => set({ form: { ...get().form, concurrency } }),
      setTableSchema(question, schema) {
        set({ form: { ...get().form, tableSchemas: { ...get().form.tableSchemas, [question]: schema } } });
      },
      async tryRun() {
        if (!selectActions(get()).canTry) return;
        set({ dryRun: { status: 'running', items: [], error: null } });
        try {
          const { items } = await client.dryRunModelSuggestions(datasetId, request());
          set({ dryRun: { status: 'done', items, error: null } });
        } catch (error) {
          set({ dryRun: { status: 'failed', items: [], error: messageOfError(error) } });
        }
      },
      run: () =>
        sending('canRun', async () => {
          const job = await client.startModelSuggestions(datasetId, request());
          followJob(await client.getModelSuggestionsJob(job.id));
        }),
      cancel: () =>
        sending('canCancel', async () => {
          const job = get().job;
          if (!job) return;
          set({ job: await client.cancelModelSuggestionsJob(job.id) });
          followJob(await client.getModelSuggestionsJob(job.id));
        }),
      resume: () =>
        sending('canResume', async () => {
          const job = get().job;
          if (!job) return;
          const resumed = await client.resumeModelSuggestionsJob(job.id);
          followJob(await client.getModelSuggestionsJob(resumed.id));
        }),
    };
  });
  return Object.assign(store, { dispose: () => follower?.dispose() });
}

/** The Model suggestions section of one dataset, for the lifetime of its view. */
export interface ModelSuggestionsSession {
  store: ModelSuggestionsStore;
  /** Loads the models, the dataset and its latest job (once; never after `dispose`). */
  start(): void;
  /** Stops following the job. */
  dispose(): void;
}

/**
 * Puts the section together over the sdk's client; making it has no side effect.
 *
 * @example
 * const session = createModelSuggestionsSession(sdk, datasetId);
 * session.start();
 */
export function createModelSuggestionsSession(
  sdk: { client: ModelSuggestionsClient },
  datasetId: string,
  adapters: Pick<ModelSuggestionsStoreOptions, 'filter' | 'timers' | 'pollMs'> = {},
): ModelSuggestionsSession {
  const store = createModelSuggestionsStore({ ...adapters, client: sdk.client, datasetId });
  const lifecycle = sessionLifecycle(
    () => {
      void store.getState().load();
      return () => store.dispose();
    },
    () => store.dispose(),
  );
  return { store, ...lifecycle };
}
