import type { SqlJson } from '../db/sql-json';
import type { DialectName } from '../db/database';
import { UnprocessableEntityError } from '../errors/api-errors';

/** What filters and sorts are resolved against. */
export interface SearchContext {
  dialect: DialectName;
  json: SqlJson;
  datasetId: string;
  /** The caller in `/me` search (only their responses count); null in the admin search. */
  responseUserId: string | null;
  questions: ReadonlyMap<string, { id: string }>;
  metadataPropertyNames: ReadonlySet<string>;
  /**
   * PostgreSQL: the candidates were found with their facets (`recordsSource`), so a metadata terms filter reads the
   * record's `search_facets` first and probes `record_metadata` only for what they cannot tell (migration 0021).
   */
  metadataFacets?: boolean;
}

/** The question named by a scope, or 422 ``Question not found filtering by name=…, dataset_id=…``. */
export function questionIdOf(context: SearchContext, name: string): string {
  const question = context.questions.get(name);
  if (!question)
    throw new UnprocessableEntityError(
      `Question not found filtering by name=${name}, dataset_id=${context.datasetId}`,
    );
  return question.id;
}

/** Asserts a metadata property exists, or 422 ``MetadataProperty not found filtering by name=…, dataset_id=…``. */
export function assertMetadataProperty(context: SearchContext, name: string): void {
  if (!context.metadataPropertyNames.has(name)) {
    throw new UnprocessableEntityError(
      `MetadataProperty not found filtering by name=${name}, dataset_id=${context.datasetId}`,
    );
  }
}
