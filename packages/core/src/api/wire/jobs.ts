import { z } from './zod';
import { laxBool } from './lax';
import { JOB_STATUSES } from './enums';

/**
 * Background jobs (imports from and exports to the hub), contract §8: `GET /jobs/{id}` answers `{ id, status }`
 * with the statuses of the original server's job queue.
 */

export const jobSchema = z.object({ id: z.string(), status: z.enum(JOB_STATUSES) });
export type WireJob = z.infer<typeof jobSchema>;

/** One column → one target (a field, a metadata property or a question's suggestion). */
export const columnMappingSchema = z.object({ source: z.string().min(1), target: z.string().min(1) });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The mapping of a hub split's columns onto a dataset (`POST /datasets/{id}/import`, and the dataset's metadata). */
export const importMappingSchema = z.object({
  fields: z.array(columnMappingSchema).min(1),
  metadata: z.array(columnMappingSchema).default([]),
  suggestions: z.array(columnMappingSchema).default([]),
  external_id: z.string().min(1).nullable().default(null),
});
export type ImportMapping = z.input<typeof importMappingSchema>;

/** `POST /datasets/{id}/import` → 202 Job: `name` is the hub repository id. */
export const datasetImportSchema = z.object({
  name: z.string().min(1),
  subset: z.string().min(1),
  split: z.string().min(1),
  mapping: importMappingSchema,
});
export type DatasetImport = z.input<typeof datasetImportSchema>;

/** `POST /datasets/{id}/export` → 202 Job: `name` is the target repository id (`owner/name`). */
export const datasetExportSchema = z.object({
  name: z.string().min(1),
  subset: z.string().min(1).default('default'),
  split: z.string().min(1).default('train'),
  private: laxBool().default(false),
  token: z.string().min(1),
});
export type DatasetExport = z.input<typeof datasetExportSchema>;
