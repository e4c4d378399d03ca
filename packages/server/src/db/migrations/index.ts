import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001_initial';
import { searchIndexMigration } from './0002_search_index';
import { compactVectorsMigration } from './0003_compact_vectors';
import { vectorRevisionsMigration } from './0004_vector_revisions';
import { metadataCoveringIndexMigration } from './0005_metadata_covering_index';
import { recordSearchVectorMigration } from './0006_record_search_vector';
import { queueIndexesMigration } from './0007_queue_indexes';
import { jobsMigration } from './0009_jobs';
import { filesMigration } from './0010_files';
import { signInFailuresMigration } from './0011_sign_in_failures';
import { documentsMigration } from './0012_documents';
import { searchAndSimilarityIndexesMigration } from './0014_search_and_similarity_indexes';
import { reviewMigration } from './0015_review';
import { recordAnswerDigestsMigration } from './0016_record_answer_digests';
import { commentsMigration } from './0017_comments';
import { historyMigration } from './0018_history';
import { modelSuggestionRunsMigration } from './0019_model_suggestion_runs';
import { historyWithoutAtIndexMigration } from './0020_history_without_at_index';
import { recordSearchFacetsMigration } from './0021_record_search_facets';
import { vectorsUncompressedMigration } from './0022_vectors_uncompressed';
import { recordSearchFacetsFromWritesMigration } from './0023_record_search_facets_from_writes';
import { metadataWithoutValueIndexesMigration } from './0024_metadata_without_value_indexes';
import { searchRowsWithoutForeignKeysMigration } from './0025_search_rows_without_foreign_keys';

/** Every migration, keyed by its version name; names sort in application order. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initialMigration,
  '0002_search_index': searchIndexMigration,
  '0003_compact_vectors': compactVectorsMigration,
  '0004_vector_revisions': vectorRevisionsMigration,
  '0005_metadata_covering_index': metadataCoveringIndexMigration,
  '0006_record_search_vector': recordSearchVectorMigration,
  '0007_queue_indexes': queueIndexesMigration,
  '0009_jobs': jobsMigration,
  '0010_files': filesMigration,
  '0011_sign_in_failures': signInFailuresMigration,
  '0012_documents': documentsMigration,
  '0014_search_and_similarity_indexes': searchAndSimilarityIndexesMigration,
  '0015_review': reviewMigration,
  '0016_record_answer_digests': recordAnswerDigestsMigration,
  '0017_comments': commentsMigration,
  '0018_history': historyMigration,
  '0019_model_suggestion_runs': modelSuggestionRunsMigration,
  '0020_history_without_at_index': historyWithoutAtIndexMigration,
  '0021_record_search_facets': recordSearchFacetsMigration,
  '0022_vectors_uncompressed': vectorsUncompressedMigration,
  '0023_record_search_facets_from_writes': recordSearchFacetsFromWritesMigration,
  '0024_metadata_without_value_indexes': metadataWithoutValueIndexesMigration,
  '0025_search_rows_without_foreign_keys': searchRowsWithoutForeignKeysMigration,
};

/** In-code provider so the built bundle needs no migration files on disk. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
