import {
  createAnnotationStore,
  createRecordCriteriaStore,
  type Marginalia,
  type RecordCriteria,
  type ResponsesBulkCreate,
  type WireField,
  type WireMetadataMetrics,
  type WireMetadataProperty,
  type WireQuestion,
  type WireRecord,
  type WireVectorSettings,
} from '@marginalia/core';
import type { AnnotationStore } from '../annotation/useAnnotationStore';
import { createFakeApi, ok, type FakeCall, type FakeReply } from './createFakeApi';
import { DATASET_ID, fields as defaultFields, questions as defaultQuestions, WORKSPACE_ID, wireMetrics, wireRecord } from './annotationFixtures';
import { wireDataset, wireUser, wireWorkspace } from './wireFixtures';

// The fake server of the annotation view, shared by the component tests and the stories (no test runner import).

const AT = '2024-05-01T10:22:33';
export const USER = wireUser();

/** A metadata property as `GET /me/datasets/{id}/metadata-properties` lists it. */
export function wireProperty(name: string, settings: WireMetadataProperty['settings'], title = name): WireMetadataProperty {
  return { id: `prop-${name}`, name, title, settings, visible_for_annotators: true, dataset_id: DATASET_ID, inserted_at: AT, updated_at: AT };
}

/** A vector setting. */
export function wireVector(name: string, title = name): WireVectorSettings {
  return { id: `vec-${name}`, name, title, dimensions: 8, dataset_id: DATASET_ID, inserted_at: AT, updated_at: AT };
}

/** `count` pending records numbered from 1. */
export function numberedRecords(count: number): WireRecord[] {
  return Array.from({ length: count }, (_, index) =>
    wireRecord(`00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`, `Record number ${index + 1}`),
  );
}

export interface ViewApiOptions {
  records?: WireRecord[];
  fields?: WireField[];
  questions?: WireQuestion[];
  guidelines?: string | null;
  metadataProperties?: WireMetadataProperty[];
  metadataMetrics?: Record<string, WireMetadataMetrics>;
  vectors?: WireVectorSettings[];
  /** Question name → agents. */
  agents?: Record<string, string[]>;
  /** Answers `POST /me/responses/bulk`; every item succeeds by default. */
  bulk?: (call: FakeCall) => FakeReply;
}

/**
 * A fake server for the annotation view: dataset, fields, questions, metadata (with metrics), vectors,
 * suggestion agents, metrics, progress, a search over `records` by offset and limit, and the bulk call.
 */
export function viewApi(options: ViewApiOptions = {}) {
  const records = options.records ?? numberedRecords(3);
  const questions = options.questions ?? defaultQuestions;
  return createFakeApi({
    'POST /v1/token': { status: 201, body: { access_token: 'jwt', token_type: 'bearer' } },
    'GET /v1/me': ok(USER),
    [`GET /v1/datasets/${DATASET_ID}`]: ok(
      wireDataset({ id: DATASET_ID, name: 'Movie reviews', workspace_id: WORKSPACE_ID, guidelines: options.guidelines ?? null }),
    ),
    [`GET /v1/workspaces/${WORKSPACE_ID}`]: ok(wireWorkspace(WORKSPACE_ID, 'argilla')),
    [`GET /v1/datasets/${DATASET_ID}/fields`]: ok({ items: options.fields ?? defaultFields }),
    [`GET /v1/datasets/${DATASET_ID}/questions`]: ok({ items: questions }),
    [`GET /v1/me/datasets/${DATASET_ID}/metadata-properties`]: ok({ items: options.metadataProperties ?? [] }),
    'GET /v1/metadata-properties/:id/metrics': (call) => {
      const id = call.path.split('/')[3]!;
      const metrics = options.metadataMetrics?.[id];
      return metrics ? ok(metrics) : { status: 404, body: { detail: 'Not Found' } };
    },
    [`GET /v1/datasets/${DATASET_ID}/vectors-settings`]: ok({ items: options.vectors ?? [] }),
    [`GET /v1/datasets/${DATASET_ID}/records/search/suggestions/options`]: ok({
      items: questions.map((question) => ({
        question: { id: question.id, name: question.name },
        agents: options.agents?.[question.name] ?? [],
      })),
    }),
    [`GET /v1/datasets/${DATASET_ID}/progress`]: ok({ total: records.length, completed: 1, pending: records.length - 1, users: [] }),
    [`GET /v1/me/datasets/${DATASET_ID}/metrics`]: ok(wireMetrics(records.length, 0)),
    [`POST /v1/me/datasets/${DATASET_ID}/records/search`]: (call) => {
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 10);
      const items = records.slice(offset, offset + limit).map((record) => ({ record, query_score: null }));
      return ok({ items, total: records.length });
    },
    // The uncounted page the view reads first where frames paint, and its total, asked after the paint.
    [`POST /v1/me/datasets/${DATASET_ID}/records/search/page`]: (call) => {
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 10);
      const items = records.slice(offset, offset + limit).map((record) => ({ record, query_score: null }));
      return ok({ items, total: offset + limit < records.length ? null : records.length });
    },
    [`POST /v1/me/datasets/${DATASET_ID}/records/search/total`]: ok({ total: records.length }),
    'POST /v1/me/responses/bulk': (call) =>
      options.bulk?.(call) ??
      ok({
        items: (call.body as ResponsesBulkCreate).items.map((item) => ({
          item: { id: `resp-${item.record_id}`, record_id: item.record_id, user_id: USER.id, status: item.status, values: item.values, inserted_at: AT, updated_at: AT },
          error: null,
        })),
      }),
  });
}

/**
 * Makes and loads the annotation store of the fake dataset for a signed-in `sdk` (criteria changes apply at once).
 *
 * @example
 * const store = await loadViewStore(sdk, { status: 'draft' });
 */
export async function loadViewStore(sdk: Marginalia, criteria?: Partial<RecordCriteria>): Promise<AnnotationStore> {
  const store = createAnnotationStore({
    client: sdk.client,
    datasetId: DATASET_ID,
    userId: USER.id,
    role: 'annotator',
    criteria: createRecordCriteriaStore({ datasetId: DATASET_ID, initial: criteria, delays: { sortBy: 0, metadata: 0, response: 0, suggestion: 0 } }),
  });
  await store.getState().load();
  return store;
}
