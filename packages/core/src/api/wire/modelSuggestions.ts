import { z } from './zod';
import { JOB_STATUSES } from './enums';
import { laxBool } from './lax';
import { searchFilterSchema } from './search';

/**
 * Pre-annotation by a configured model (issue 30), beside the Argilla wire: `GET /model-suggestions/models`,
 * `POST /datasets/{id}/model-suggestions`, `GET /model-suggestions/jobs/{id}` and its `cancel` and `resume`.
 * The job itself is the contract's `{ id, status }` (`GET /jobs/{id}` unchanged); its counts live on the new path.
 */

/** Largest prompt template, in characters. */
export const MODEL_PROMPT_MAX_LENGTH = 20_000;
/** Records a dry run answers at most. */
export const MODEL_DRY_RUN_RECORDS = 5;

/** Which records: a text query and filters as the record search takes them; absent → every pending record. */
export const modelSuggestionRecordsSchema = z.object({
  query: z
    .object({ text: z.object({ q: z.string().min(1).max(1000), field: z.string().nullish() }).nullish() })
    .nullish(),
  filters: z.object({ and: z.array(searchFilterSchema).min(1).max(50) }).nullish(),
});
export type ModelSuggestionRecords = z.input<typeof modelSuggestionRecordsSchema>;

/** Body of `POST /datasets/{id}/model-suggestions`. */
export const modelSuggestionsRequestSchema = z.object({
  questions: z.array(z.string().min(1).max(200)).min(1).max(50),
  prompt: z.string().trim().min(1).max(MODEL_PROMPT_MAX_LENGTH),
  records: modelSuggestionRecordsSchema.nullish(),
  /** A configured model's name; absent → the server's default model. */
  model: z.string().min(1).max(200).nullish(),
  dry_run: laxBool().default(false),
  /** Model calls the job makes at once; absent → the server's default (at most its `max_concurrency`). */
  concurrency: z.number().int().min(1).max(64).nullish(),
  /** For each table question, the workspace's schema file its answer follows (`schemas/<name>`). */
  table_schemas: z.record(z.string(), z.string().min(1).max(200)).default({}),
});
export type ModelSuggestionsRequest = z.input<typeof modelSuggestionsRequestSchema>;
export type ModelSuggestionsRequestParsed = z.output<typeof modelSuggestionsRequestSchema>;

/** One answer of a dry run: the value that would be written, or why none would be. */
export const modelSuggestionItemSchema = z.object({
  record_id: z.string(),
  question: z.string(),
  value: z.unknown(),
  /** Null when the value is valid; then `value` is what a run writes. */
  error: z.string().nullable(),
  score: z.number().nullable().optional(),
});
export type WireModelSuggestionItem = z.infer<typeof modelSuggestionItemSchema>;

/** `POST /datasets/{id}/model-suggestions` with `dry_run` → 200: nothing written. */
export const modelSuggestionsDryRunSchema = z.object({ items: z.array(modelSuggestionItemSchema) });
export type WireModelSuggestionsDryRun = z.infer<typeof modelSuggestionsDryRunSchema>;

/** A model the server is configured with: never its base URL or key. */
export const configuredModelSchema = z.object({
  name: z.string(),
  /** Price in the configuration's currency per 1,000 prompt and completion tokens (0 when not configured). */
  price_per_1k: z.object({ prompt: z.number(), completion: z.number() }),
  structured_output: z.boolean(),
  default: z.boolean(),
});
export type WireConfiguredModel = z.infer<typeof configuredModelSchema>;

/** `GET /model-suggestions/models`. */
export const configuredModelsSchema = z.object({
  items: z.array(configuredModelSchema),
  /** Model calls a job runs at once unless its request says. */
  concurrency: z.number(),
  /** The most a request may ask for. */
  max_concurrency: z.number(),
});
export type WireConfiguredModels = z.infer<typeof configuredModelsSchema>;

/** A record (and question) the model gave no valid answer for. */
export const modelSuggestionErrorSchema = z.object({
  record_id: z.string(),
  question: z.string().nullable(),
  error: z.string(),
});
export type WireModelSuggestionError = z.infer<typeof modelSuggestionErrorSchema>;

/** `GET /model-suggestions/jobs/{id}`: a pre-annotation job with its counts. */
export const modelSuggestionsJobSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  dataset_id: z.string(),
  model: z.string(),
  /** Records to annotate; null until counted. */
  total: z.number().nullable(),
  /** Records whose every answer was written. */
  done: z.number(),
  /** Records with at least one answer not written (its reason in `errors`). */
  failed: z.number(),
  tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number() }),
  estimated_cost: z.number(),
  /** The latest problems, newest last (at most 100). */
  errors: z.array(modelSuggestionErrorSchema),
  /** Why it failed or was canceled, else null. */
  reason: z.string().nullable(),
  /** Canceled or failed with records left: `resume` continues where it stopped. */
  resumable: z.boolean(),
});
export type WireModelSuggestionsJob = z.infer<typeof modelSuggestionsJobSchema>;
