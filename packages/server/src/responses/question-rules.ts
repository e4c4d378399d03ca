import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/database';
import { fromBooleanColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { questionSettingsOf, questionsOfDataset } from '../datasets/dataset-child-rows';
import type { DisagreementQuestion } from '../record-answers/disagreement';

/** A dataset's questions as the answer checks read them. */
export type QuestionRules = {
  name: string;
  required: boolean;
  settings: ReturnType<typeof questionSettingsOf>;
}[];

/** The questions of a dataset as the answer checks read them (read once for a whole bulk request). */
export async function questionRulesOf(db: Kysely<Database>, datasetId: string): Promise<QuestionRules> {
  return (await questionsOfDataset(db, datasetId)).map((q) => ({
    name: q.name,
    required: fromBooleanColumn(q.required),
    settings: questionSettingsOf(q),
  }));
}

/** The questions as an answer digest reads them (name and type, in order), from the rules already read. */
export function digestQuestionsOfRules(rules: QuestionRules): DisagreementQuestion[] {
  return rules.map((q) => ({ name: q.name, type: q.settings.type }));
}

/**
 * A subquery giving the questions of the dataset whose id is the column `datasetIdColumn`, as one JSON text (an
 * array of `[name, required, settings text]` in creation order, as `questionsOfDataset` orders them), so a read
 * that already finds the dataset brings its question rules along instead of a statement of their own.
 */
export function questionRulesJson(dialect: DialectName, datasetIdColumn: string): RawBuilder<string> {
  const datasetId = sql.ref(datasetIdColumn);
  return dialect === 'postgres'
    ? sql<string>`(select coalesce(json_agg(json_build_array(q.name, q.required, q.settings) order by q.inserted_at, q.id), '[]')::text
        from questions q where q.dataset_id = ${datasetId})`
    : // SQLite aggregates in the order of the rows it is given.
      sql<string>`(select json_group_array(json_array(q.name, q.required, q.settings))
        from (select name, required, settings from questions where dataset_id = ${datasetId} order by inserted_at, id) q)`;
}

/** The question rules of `questionRulesJson`'s text. */
export function questionRulesOfJson(text: string): QuestionRules {
  return (JSON.parse(text) as [string, number, string][]).map(([name, required, settings]) => ({
    name,
    required: fromBooleanColumn(required),
    settings: questionSettingsOf({ settings }),
  }));
}
