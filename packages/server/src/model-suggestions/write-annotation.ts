import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import { toJson } from '../db/json-column';
import type { Database, SuggestionsTable } from '../db/schema';
import { deleteAgentSuggestions, replaceSuggestionRows } from '../records/suggestion-rows';
import type { RecordAnnotation } from './annotate-record';
import { KEPT_ERRORS, type RunProgress } from './model-suggestion-rows';
import { appendHistory, type HistoryChange, type HistoryLog } from '../history/history-log';
import { suggestionSnapshot } from '../history/history-snapshots';

/** Who the written suggestions are recorded for in the history: the job's user, its dataset, and whether to. */
export interface AnnotationAuthor {
  userId: string | null;
  datasetId: string;
  history: HistoryLog;
}

/** The suggestions' `type` (the wire's `model`, as the SDK writes a model's suggestions). */
const SUGGESTION_TYPE = 'model';

/**
 * Writes records' answers as suggestions with the model's name as agent, in one transaction: a valid value replaces
 * the question's suggestion; a question the model gave no valid value for loses this model's earlier suggestion (a
 * re-run replaces what the model said before), and nothing invalid is stored. `alongside` runs in the same
 * transaction (the run's progress, so its counts and cursor never disagree with what is written).
 */
export async function writeAnnotations(
  db: Kysely<Database>,
  agent: string,
  annotations: readonly RecordAnnotation[],
  author: AnnotationAuthor,
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  if (annotations.length === 0) {
    if (alongside) await alongside(db);
    return;
  }
  const now = nowTimestamp();
  const rows: SuggestionsTable[] = annotations.flatMap((annotation) =>
    annotation.answers
      .filter((a) => a.error === null)
      .map((a) => ({
        id: newId(),
        record_id: annotation.recordId,
        question_id: a.questionId,
        value: toJson(a.value),
        score: a.score === null ? null : toJson(a.score),
        agent,
        type: SUGGESTION_TYPE,
        inserted_at: now,
        updated_at: now,
      })),
  );
  await db.transaction().execute(async (trx) => {
    const before = author.history.enabled ? await suggestionsBefore(trx, annotations) : new Map();
    const changes: HistoryChange[] = [];
    const change = (
      recordId: string,
      entityId: string,
      was: SuggestionsTable | null,
      now: SuggestionsTable | null,
    ) =>
      changes.push({
        userId: author.userId,
        datasetId: author.datasetId,
        recordId,
        entity: 'suggestion',
        entityId,
        action: was === null ? 'create' : now === null ? 'delete' : 'update',
        before: was && suggestionSnapshot(was),
        after: now && suggestionSnapshot(now),
      });
    for (const annotation of annotations) {
      const refused = annotation.answers.filter((a) => a.error !== null).map((a) => a.questionId);
      await deleteAgentSuggestions(trx, annotation.recordId, refused, agent);
      for (const questionId of refused) {
        const was = before.get(`${annotation.recordId}/${questionId}`);
        if (was && was.agent === agent) change(annotation.recordId, was.id, was, null);
      }
    }
    if (rows.length > 0) await replaceSuggestionRows(trx, rows);
    for (const row of rows)
      change(row.record_id, row.id, before.get(`${row.record_id}/${row.question_id}`) ?? null, row);
    await appendHistory(trx, author.history, changes);
    if (alongside) await alongside(trx);
  });
}

/** The records' stored suggestions of the questions answered, by `record/question`, read in the writing transaction. */
async function suggestionsBefore(
  db: Kysely<Database>,
  annotations: readonly RecordAnnotation[],
): Promise<Map<string, SuggestionsTable>> {
  const recordIds = annotations.map((annotation) => annotation.recordId);
  const rows = await db.selectFrom('suggestions').selectAll().where('record_id', 'in', recordIds).execute();
  return new Map(rows.map((row) => [`${row.record_id}/${row.question_id}`, row]));
}

/** Adds a record's outcome to a run's counts: done when every answer was written, else failed with its reasons. */
export function tallyRecord(progress: RunProgress, annotation: RecordAnnotation): void {
  const refused = annotation.answers.filter((a) => a.error !== null);
  if (refused.length === 0) progress.done += 1;
  else progress.failed += 1;
  // One failed call fails every question with the same reason: one line says it.
  const reasons = new Set(refused.map((a) => a.error));
  for (const answer of refused) {
    const question = reasons.size === 1 && refused.length > 1 ? null : answer.question;
    progress.errors.push({ record_id: annotation.recordId, question, error: answer.error as string });
    if (question === null) break;
  }
  if (progress.errors.length > KEPT_ERRORS) progress.errors.splice(0, progress.errors.length - KEPT_ERRORS);
}

/** Adds a call's tokens and their estimated cost to a run's progress (spent once the answer is written). */
export function tallyTokens(
  progress: RunProgress,
  annotation: RecordAnnotation,
  pricePer1k: { prompt: number; completion: number },
): void {
  progress.promptTokens += annotation.usage.prompt;
  progress.completionTokens += annotation.usage.completion;
  progress.cost +=
    (annotation.usage.prompt / 1000) * pricePer1k.prompt +
    (annotation.usage.completion / 1000) * pricePer1k.completion;
}
