import type { JobStatus } from '../api/wire/enums';
import type { SearchFilter } from '../api/wire/search';
import { isJobRunning } from '../jobs/jobStatus';
import { modelSuggestionMessages, unknownPlaceholders, type ModelChatMessage } from './modelPrompt';
import type { ModelSuggestionsData } from './modelSuggestionsState';

/** Whether the annotation page's filter is known and selects something narrower than "everything". */
export function selectHasFilter(state: Pick<ModelSuggestionsData, 'filter'>): boolean {
  return state.filter !== null && (state.filter.text !== null || state.filter.filters.length > 0);
}

/** The records a run takes, as the request's `records` (absent: every pending record). */
export function selectRecordsBody(state: Pick<ModelSuggestionsData, 'form' | 'filter'>): {
  query?: { text: { q: string; field?: string } };
  filters?: { and: SearchFilter[] };
} | null {
  const { filter } = state;
  if (state.form.scope !== 'filter' || !filter || !selectHasFilter(state)) return null;
  return {
    ...(filter.text ? { query: { text: filter.text } } : {}),
    ...(filter.filters.length > 0 ? { filters: { and: filter.filters } } : {}),
  };
}

/** The run's model calls at once, when the form's number is not one the server takes (a message key). */
export function selectConcurrencyProblem(
  state: Pick<ModelSuggestionsData, 'form' | 'maxConcurrency'>,
): string | null {
  const { concurrency } = state.form;
  if (concurrency === null) return null;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > state.maxConcurrency)
    return 'badConcurrency';
  return null;
}

/** The questions chosen, in the dataset's order. */
function chosenQuestions(state: Pick<ModelSuggestionsData, 'form' | 'questions'>) {
  return state.questions.filter((q) => state.form.questions.includes(q.name));
}

/** What the form lacks before a try or a run, as message keys (empty: it may go). */
export function selectFormProblems(state: ModelSuggestionsData): string[] {
  const problems: string[] = [];
  if (state.models.length === 0) problems.push('noModel');
  if (state.form.questions.length === 0) problems.push('noQuestion');
  if (state.form.prompt.trim() === '') problems.push('noPrompt');
  if (unknownPlaceholders(state.form.prompt, state).length > 0) problems.push('unknownPlaceholder');
  const missingSchema = chosenQuestions(state).some(
    (q) => q.settings.type === 'table' && !state.form.tableSchemas[q.name]?.trim(),
  );
  if (missingSchema) problems.push('noTableSchema');
  const concurrency = selectConcurrencyProblem(state);
  if (concurrency) problems.push(concurrency);
  return problems;
}

/** The placeholders of the prompt the dataset does not have. */
export function selectUnknownPlaceholders(state: ModelSuggestionsData): string[] {
  return unknownPlaceholders(state.form.prompt, state);
}

/** The exact messages the first record would be sent; null without a record or a question. */
export function selectPreview(state: ModelSuggestionsData): ModelChatMessage[] | null {
  const questions = chosenQuestions(state);
  if (!state.firstRecord || questions.length === 0) return null;
  return modelSuggestionMessages(state.form.prompt, state.firstRecord, questions, state.form.tableSchemas);
}

/** What the buttons may do. */
export function selectActions(state: ModelSuggestionsData) {
  const running = state.job !== null && isJobRunning(state.job.status as JobStatus);
  const ready = selectFormProblems(state).length === 0 && !state.sending && !state.loading;
  return {
    canTry: ready && state.dryRun.status !== 'running',
    canRun: ready && !running,
    canCancel: running && !state.sending,
    canResume: !running && !state.sending && state.job?.resumable === true,
    running,
  };
}

/** The progress bar: records done and failed of the total, tokens and estimated cost. */
export function selectProgress(state: Pick<ModelSuggestionsData, 'job'>) {
  const job = state.job;
  if (!job) return null;
  const handled = job.done + job.failed;
  const total = job.total ?? handled;
  return {
    status: job.status,
    done: job.done,
    failed: job.failed,
    total,
    percent:
      total === 0 ? (isJobRunning(job.status) ? 0 : 100) : Math.min(100, Math.round((handled / total) * 100)),
    tokens: job.tokens.total,
    cost: job.estimated_cost,
    errors: job.errors,
    reason: job.reason,
  };
}
