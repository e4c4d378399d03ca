import { messageOfError } from '../api/messageOfError';
import type { WireModelSuggestionsJob } from '../api/wire/modelSuggestions';
import type { SearchFilter, SearchRecordsBody } from '../api/wire/search';
import type { Timers } from '../environment/Timers';
import { JobObserver } from '../jobs/JobObserver';
import { isJobRunning } from '../jobs/jobStatus';
import type { ModelSuggestionsClient } from './createModelSuggestionsStore';
import { selectRecordsBody } from './modelSuggestionsSelectors';
import { defaultPrompt, type ModelSuggestionsState } from './modelSuggestionsState';

/** What the store's parts work with: the client, the dataset and the store's state. */
export interface ModelSuggestionsPartContext {
  client: ModelSuggestionsClient;
  datasetId: string;
  get(): ModelSuggestionsState;
  set(partial: Partial<ModelSuggestionsState>): void;
}

const PENDING: SearchFilter = {
  type: 'terms',
  scope: { entity: 'record', property: 'status' },
  values: ['pending'],
};

/** The body of a try or a run: the form's questions, prompt, model, records and the chosen tables' schemas. */
export function modelSuggestionsRequest(state: ModelSuggestionsState) {
  const { form } = state;
  return {
    questions: form.questions,
    prompt: form.prompt,
    model: form.model,
    records: selectRecordsBody(state),
    ...(form.concurrency === null ? {} : { concurrency: form.concurrency }),
    table_schemas: Object.fromEntries(
      Object.entries(form.tableSchemas).filter(([name]) => form.questions.includes(name)),
    ),
  };
}

/** Reads the first record of the chosen records (by id, as the job goes), whose exact prompt the preview shows. */
export function createFirstRecordLoad({ client, datasetId, get, set }: ModelSuggestionsPartContext) {
  return async () => {
    const records = selectRecordsBody(get());
    const body: SearchRecordsBody = {
      ...(records?.query ? { query: records.query } : {}),
      ...(records ? (records.filters ? { filters: records.filters } : {}) : { filters: { and: [PENDING] } }),
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
}

/**
 * Follows a job through a {@link JobObserver} reading its counts until it ends; following another job stops the
 * last one, and nothing is followed after `dispose`.
 */
export function createJobFollower(
  { client, set }: ModelSuggestionsPartContext,
  timers: Timers,
  pollMs: number | undefined,
) {
  const follow = { stop: () => {}, disposed: false };
  return {
    follow(job: WireModelSuggestionsJob) {
      follow.stop();
      set({ job });
      if (!isJobRunning(job.status) || follow.disposed) return;
      const observer = new JobObserver<WireModelSuggestionsJob>(
        client,
        {
          jobId: job.id,
          read: (id) => client.getModelSuggestionsJob(id),
          ...(pollMs === undefined ? {} : { intervalMs: pollMs }),
        },
        timers,
      );
      follow.stop = observer.subscribe((result) => {
        if (result.job) set({ job: result.job });
        if (!result.running) follow.stop();
      });
    },
    dispose() {
      follow.disposed = true;
      follow.stop();
    },
  };
}

/**
 * The section's load: the configured models (the default one chosen), the dataset's questions and fields (a
 * default prompt over the fields), the first record's prompt, and the dataset's latest job, followed if it runs.
 */
export function createModelSuggestionsLoad(
  { client, datasetId, get, set }: ModelSuggestionsPartContext,
  followJob: (job: WireModelSuggestionsJob) => void,
  loadFirstRecord: () => Promise<void>,
) {
  return async () => {
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
        maxConcurrency: models.max_concurrency,
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
  };
}
