import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import { messageOfError } from '../api/messageOfError';
import type { WireModelSuggestionsJob } from '../api/wire/modelSuggestions';
import type { SearchFilter, SearchRecordsBody } from '../api/wire/search';
import { hostTimers, type Timers } from '../environment/Timers';
import { JobObserver } from '../jobs/JobObserver';
import { isJobRunning } from '../jobs/jobStatus';
import { sessionLifecycle } from '../observer/sessionLifecycle';
import { selectActions, selectRecordsBody } from './modelSuggestionsSelectors';
import {
  defaultPrompt,
  type ModelSuggestionsData,
  type ModelSuggestionsState,
} from './modelSuggestionsState';

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
  /** The annotation view's current filter, offered as "the current filter". */
  filters?: SearchFilter[] | null;
  timers?: Timers;
  /** How often a running job is read (default: the job observer's 3 s). */
  pollMs?: number;
}

export type ModelSuggestionsStore = StoreApi<ModelSuggestionsState> & {
  /** Stops following the job; late answers are dropped. */
  dispose(): void;
};

const PENDING: SearchFilter = {
  type: 'terms',
  scope: { entity: 'record', property: 'status' },
  values: ['pending'],
};

function initialData(filters: SearchFilter[] | null): ModelSuggestionsData {
  return {
    loading: false,
    models: [],
    concurrency: 0,
    questions: [],
    fields: [],
    filters,
    form: { model: null, questions: [], prompt: '', scope: 'pending', tableSchemas: {} },
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
  const follow = { stop: () => {}, disposed: false };
  const store = createStore<ModelSuggestionsState>()((set, get) => {
    const request = () => {
      const { form } = get();
      return {
        questions: form.questions,
        prompt: form.prompt,
        model: form.model,
        records: selectRecordsBody(get()),
        table_schemas: Object.fromEntries(
          Object.entries(form.tableSchemas).filter(([name]) => form.questions.includes(name)),
        ),
      };
    };
    const followJob = (job: WireModelSuggestionsJob) => {
      follow.stop();
      set({ job });
      if (!isJobRunning(job.status) || follow.disposed) return;
      const observer = new JobObserver<WireModelSuggestionsJob>(
        client,
        {
          jobId: job.id,
          read: (id) => client.getModelSuggestionsJob(id),
          ...(options.pollMs === undefined ? {} : { intervalMs: options.pollMs }),
        },
        timers,
      );
      follow.stop = observer.subscribe((result) => {
        if (result.job) set({ job: result.job });
        if (!result.running) follow.stop();
      });
    };
    const loadFirstRecord = async () => {
      const body: SearchRecordsBody = {
        filters: selectRecordsBody(get())?.filters ?? { and: [PENDING] },
        sort: [{ scope: { entity: 'record', property: 'id' }, order: 'asc' }],
      };
      const found = await client.searchMyRecords(datasetId, body, { limit: 1 });
      const record = found.items[0]?.record;
      set({
        firstRecord: record
          ? {
              id: record.id,
              fields: record.fields as Record<string, unknown>,
              metadata: record.metadata ?? null,
            }
          : null,
      });
    };
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
      ...initialData(options.filters ?? null),
      async load() {
        set({ loading: true, error: null });
        try {
          const [models, questions, fields, jobs] = await Promise.all([
            client.getConfiguredModels(),
            client.getQuestions(datasetId),
            client.getFields(datasetId),
            client.getModelSuggestionsJobs(datasetId),
          ]);
          const names = fields.items.map((f) => f.name);
          set({
            models: models.items,
            concurrency: models.concurrency,
            questions: questions.items.map((q) => ({ name: q.name, title: q.title, settings: q.settings })),
            fields: names,
            form: {
              ...get().form,
              model: models.items.find((m) => m.default)?.name ?? models.items[0]?.name ?? null,
              prompt: get().form.prompt || defaultPrompt(names),
            },
          });
          await loadFirstRecord();
          const [latest] = jobs.items;
          if (latest) followJob(latest);
        } catch (error) {
          set({ error: messageOfError(error) });
        } finally {
          set({ loading: false });
        }
      },
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
  return Object.assign(store, {
    dispose() {
      follow.disposed = true;
      follow.stop();
    },
  });
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
  adapters: Pick<ModelSuggestionsStoreOptions, 'filters' | 'timers' | 'pollMs'> = {},
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
