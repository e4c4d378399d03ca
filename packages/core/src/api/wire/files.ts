import { z } from './zod';

/**
 * Files in workspace buckets (contract §19, Extralit): the workspace name is the bucket, schema files live
 * under `schemas/<name>`, PDFs under `pdf/<document id>`. Every upload is a new version.
 */

/** One version of a stored object as the file calls answer it (`ObjectMetadata`). */
export const objectMetadataSchema = z.object({
  bucket_name: z.string(),
  object_name: z.string(),
  /** ISO-8601 UTC with `Z`. */
  last_modified: z.string().nullable(),
  is_latest: z.boolean().nullable(),
  /** MD5 hex of the bytes. */
  etag: z.string().nullable(),
  size: z.number().int().nullable(),
  content_type: z.string().nullable(),
  version_id: z.string().nullable(),
  /** `v1`, `v2`, … in the order the versions were written. */
  version_tag: z.string().nullable(),
  /** User metadata (S3's `x-amz-meta-*` without the prefix); null when there is none. */
  metadata: z.record(z.string(), z.string()).nullable(),
});
export type WireObjectMetadata = z.infer<typeof objectMetadataSchema>;

/** `GET /files/{bucket}/{prefix}` → `{"objects": [...]}`. */
export const listObjectsResponseSchema = z.object({ objects: z.array(objectMetadataSchema) });
export type WireListObjectsResponse = z.infer<typeof listObjectsResponseSchema>;

/** Query booleans as FastAPI reads them: `true/false`, `1/0`, `yes/no`, `on/off`. */
const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', 'True', '1', 'yes', 'on'].includes(value));

/** Query of `GET /files/{bucket}/{prefix}`. */
export const listObjectsQuerySchema = z.object({
  include_version: queryBoolean.default(true),
  recursive: queryBoolean.default(true),
  start_after: z.string().optional(),
});
export type ListObjectsQuery = z.input<typeof listObjectsQuerySchema>;

/** Query of `GET|DELETE /file/{bucket}/{path}`. */
export const fileVersionQuerySchema = z.object({ version_id: z.string().min(1).optional() });

/** Response headers of `GET /file/{bucket}/{path}` that describe the version served (empty ones are omitted). */
export const FILE_VERSION_HEADERS = {
  etag: 'ETag',
  versionId: 'Version-Id',
  versionTag: 'Version-Tag',
  lastModified: 'Last-Modified',
  isLatest: 'Is-Latest',
} as const;

/** The folder of a workspace bucket that holds table schemas. */
export const SCHEMAS_PREFIX = 'schemas/';

/** `{"message": "File deleted"}` of `DELETE /file/{bucket}/{path}`. */
export const fileDeletedSchema = z.object({ message: z.literal('File deleted') });
