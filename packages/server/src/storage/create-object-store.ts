import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDatabaseObjectStore } from './database-object-store';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore, type S3StoreConfig } from './s3-object-store';

/** Which object store the server uses (`ServerConfig.storage`). */
export type StorageConfig = { kind: 'database' } | ({ kind: 's3' } & S3StoreConfig);

/**
 * The configured object store: files in the server's database by default, or an S3-compatible service when
 * `MARGINALIA_S3_ENDPOINT` is set.
 *
 * @example
 * const storage = createObjectStore(config.storage, db);
 */
export function createObjectStore(config: StorageConfig, db: Kysely<Database>): ObjectStore {
  return config.kind === 's3' ? createS3ObjectStore(config) : createDatabaseObjectStore(db);
}
