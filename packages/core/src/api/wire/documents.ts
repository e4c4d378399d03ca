import { z } from './zod';
import { itemsEnvelope, nullable, timestampsSchema } from './common';
import { SEGMENT_TYPES } from './enums';
import { uuidSchema } from './uuid';

/**
 * Documents (contract §18, Extralit), their segments and the model fill-in of a reference table (contract §20).
 * A document is a paper a record points at (`metadata.pmid` or `metadata.doc_id`); its PDF is a file of the
 * workspace bucket at `pdf/<id>`, read through `GET /file/{workspace}/pdf/<id>` with range requests.
 */

/** Where a document's PDF lives in its workspace bucket. */
export const PDF_PREFIX = 'pdf/';

/**
 * Query of `POST /documents` (every field travels as a query parameter; the PDF is the optional multipart part
 * `file_data`). Without `id` the server picks one.
 */
export const documentCreateQuerySchema = z.object({
  workspace_id: uuidSchema,
  id: uuidSchema.optional(),
  url: nullable(z.string()),
  file_name: nullable(z.string()),
  reference: nullable(z.string()),
  pmid: nullable(z.string()),
  doi: nullable(z.string()),
});
export type DocumentCreateQuery = z.input<typeof documentCreateQuerySchema>;
export type DocumentCreateQueryParsed = z.output<typeof documentCreateQuerySchema>;

/** The multipart part of `POST /documents` that carries the PDF. */
export const DOCUMENT_FILE_PART = 'file_data';

/** `POST /documents` → 201 with the document's id as a bare JSON string (an existing match answers its id). */
export const documentCreatedSchema = uuidSchema;

/** A document as every read answers it (`DocumentListItem`). */
export const documentSchema = timestampsSchema.extend({
  id: z.string(),
  workspace_id: z.string(),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  reference: z.string().nullable(),
  pmid: z.string().nullable(),
  doi: z.string().nullable(),
});
export type WireDocument = z.infer<typeof documentSchema>;

/** `GET /documents/workspace/{workspace_id}` → a bare array. */
export const documentListSchema = z.array(documentSchema);

/**
 * Optional JSON body of `DELETE /documents/workspace/{workspace_id}`: the keys given narrow the deletion (every
 * key must match); no body deletes every document of the workspace. Answers the number deleted.
 */
export const documentDeleteSchema = z.object({
  id: uuidSchema.optional(),
  url: z.string().optional(),
  pmid: z.string().optional(),
  doi: z.string().optional(),
});
export type DocumentDelete = z.input<typeof documentDeleteSchema>;

/** Digits only: the by-pmid lookup never finds anything else. */
const pmidSchema = z.string().regex(/^\d+$/, 'A PubMed id is digits only');

/**
 * Body of `PATCH /documents/{id}` (Extralit's `DocumentUpdate`): the fields given change, `null` clears one, the
 * others stay. Answers the document. The `url` of a document whose PDF was uploaded cannot change (it serves the
 * stored file); a pmid, doi or reference another document of the workspace has answers 409.
 */
export const documentUpdateSchema = z.strictObject({
  reference: z.string().min(1).nullable().optional(),
  pmid: pmidSchema.nullable().optional(),
  doi: z.string().min(1).nullable().optional(),
  file_name: z.string().min(1).nullable().optional(),
  url: z.string().min(1).nullable().optional(),
});
export type DocumentUpdate = z.input<typeof documentUpdateSchema>;

/** The multipart parts of `POST /documents/bulk`: the JSON description and the PDFs (one part each). */
export const DOCUMENTS_BULK_METADATA_PART = 'documents_metadata';
export const DOCUMENTS_BULK_FILES_PART = 'files';
/** Documents one bulk upload may carry. */
export const DOCUMENTS_BULK_MAX = 100;

/**
 * One document of a bulk upload: the reference its job is tracked by, the document's fields (as `POST
 * /documents` takes them; its `reference` defaults to the item's) and the names of the uploaded files that are
 * its PDF (the first one that is a readable PDF is stored).
 */
export const documentsBulkItemSchema = z.object({
  reference: z.string().min(1),
  document_create: documentCreateQuerySchema,
  associated_files: z.array(z.string().min(1)).default([]),
});

/** The JSON of the `documents_metadata` part of `POST /documents/bulk` (none → 422 'No documents provided for upload'). */
export const documentsBulkCreateSchema = z.object({
  documents: z.array(documentsBulkItemSchema).max(DOCUMENTS_BULK_MAX),
});
export type DocumentsBulkCreate = z.input<typeof documentsBulkCreateSchema>;
export type DocumentsBulkCreateParsed = z.output<typeof documentsBulkCreateSchema>;

/**
 * `POST /documents/bulk` → 201: per reference the job computing its document's segments (`GET /jobs/{id}`;
 * a reference whose PDF was already stored has none), how many documents were asked, and the file names that
 * were not used: not uploaded, not a PDF, unreadable or over the size limit.
 */
export const documentsBulkResponseSchema = z.object({
  job_ids: z.record(z.string(), z.string()),
  total_documents: z.number().int(),
  failed_validations: z.array(z.string()),
});
export type WireDocumentsBulkResponse = z.infer<typeof documentsBulkResponseSchema>;

/** One section of a document: its heading (or a table/figure caption), the page it starts on, its kind. */
export const segmentSchema = z.object({
  doc_id: z.string(),
  header: z.string().nullable(),
  page_number: z.number().int().nullable(),
  type: z.string().nullable(),
});
export type WireSegment = z.infer<typeof segmentSchema>;

/** `GET /models/segments/` → `{"items": [...]}` in reading order. */
export const segmentsResponseSchema = itemsEnvelope(segmentSchema);
export type WireSegmentsResponse = z.infer<typeof segmentsResponseSchema>;

export { SEGMENTS_STATUS_HEADER, SEGMENTS_STATUSES, type SegmentsStatus } from './segmentsStatus';

/** Query of `GET /models/segments/`: `types` (repeatable) are the kinds left out; at most `limit` segments. */
export const segmentsQuerySchema = z.object({
  workspace: z.string().min(1),
  reference: z.string().min(1),
  types: z.array(z.enum(SEGMENT_TYPES)).default([]),
  limit: z.coerce.number().int().min(1).max(10_000).default(100),
});
export type SegmentsQuery = z.input<typeof segmentsQuerySchema>;

/** Query of `POST /models/extraction`: the workspace (by name); the rest are the original's tuning knobs. */
export const extractionQuerySchema = z.object({
  workspace: z.string().min(1),
  model: z.string().min(1).optional(),
  similarity_top_k: z.coerce.number().int().min(1).max(100).default(8),
  prompt_template: z.string().optional(),
});
export type ExtractionQuery = z.input<typeof extractionQuerySchema>;

/** A table row as JSON. */
const rowSchema = z.record(z.string(), z.unknown());

/**
 * Body of `POST /models/extraction`: the document's `reference`, the table to fill (`schema_name`), the rows
 * so far of every table of the record keyed by schema name (`extractions`), and what the annotator chose: the
 * columns to fill, the section headers relevant to them, the segment types to read, and an optional prompt.
 */
export const extractionRequestSchema = z.object({
  reference: z.string().min(1),
  schema_name: z.string().min(1),
  extractions: z.record(z.string(), z.array(rowSchema)).default({}),
  columns: z.array(z.string()).nullish(),
  headers: z.array(z.string()).nullish(),
  types: z.array(z.string()).nullish(),
  prompt: z.string().nullish(),
});
export type ExtractionRequest = z.input<typeof extractionRequestSchema>;
export type ExtractionRequestParsed = z.output<typeof extractionRequestSchema>;

/** pandas' "table" orient: `{schema: {fields, primaryKey?, pandas_version}, data}` — the completed rows. */
export const extractionResponseSchema = z.looseObject({
  schema: z.looseObject({
    fields: z.array(z.looseObject({ name: z.string(), type: z.string(), extDtype: z.string().optional() })),
    primaryKey: z.array(z.string()).optional(),
    pandas_version: z.string(),
  }),
  data: z.array(rowSchema),
});
export type WireExtractionResponse = z.infer<typeof extractionResponseSchema>;
