import type { KeyValueStorage } from '../environment/KeyValueStorage';

/** The storage key of the running exports, one JSON object by dataset id. */
export const EXPORT_JOBS_STORAGE_KEY = 'marginalia.exportToHub';

/** A running export remembered for its dataset (spec 2 §3): the job and its target. */
export interface StoredExportJob {
  jobId: string;
  /** The target repository, `owner/name`. */
  datasetName: string;
  isPrivate: boolean;
}

function readAll(storage: KeyValueStorage): Record<string, StoredExportJob> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(EXPORT_JOBS_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, StoredExportJob>) : {};
  } catch {
    return {};
  }
}

/**
 * The export jobs kept in injected storage so a reload still follows them.
 *
 * @example
 * const jobs = exportJobStorage(window.localStorage);
 * jobs.save(datasetId, { jobId, datasetName: 'acme/reviews', isPrivate: false });
 */
export function exportJobStorage(storage: KeyValueStorage) {
  return {
    read(datasetId: string): StoredExportJob | null {
      const job = readAll(storage)[datasetId];
      return job && typeof job.jobId === 'string' ? job : null;
    },
    save(datasetId: string, job: StoredExportJob): void {
      storage.setItem(EXPORT_JOBS_STORAGE_KEY, JSON.stringify({ ...readAll(storage), [datasetId]: job }));
    },
    remove(datasetId: string): void {
      const { [datasetId]: _removed, ...rest } = readAll(storage);
      if (Object.keys(rest).length === 0) storage.removeItem(EXPORT_JOBS_STORAGE_KEY);
      else storage.setItem(EXPORT_JOBS_STORAGE_KEY, JSON.stringify(rest));
    },
  };
}
