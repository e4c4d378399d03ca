import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { insertNewRow } from '../db/insert-new-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

type Row = Record<string, unknown> & { id: string; name: string; settings: Record<string, unknown> };

/** What the resource model of Argilla 2.8's SDK keeps of any answer: id and timestamps first. */
function resource(row: Row) {
  return { id: row.id, inserted_at: row['inserted_at'], updated_at: row['updated_at'] };
}

/** Argilla 2.8's `FieldModel.model_dump()`: its text settings know no `use_table`. */
function fieldDump(row: Row) {
  const { type } = row.settings;
  const settings =
    type === 'text' || type === 'chat'
      ? { type, use_markdown: row.settings['use_markdown'] }
      : type === 'custom'
        ? { type, template: row.settings['template'], advanced_mode: row.settings['advanced_mode'] }
        : { type };
  return {
    ...resource(row),
    name: row.name,
    settings,
    title: row['title'],
    required: row['required'],
    description: null,
    dataset_id: row['dataset_id'],
  };
}

/** Argilla 2.8's question settings models: label and span fill `visible_options` from 3 options up. */
function questionSettingsDump(settings: Record<string, unknown>) {
  const options = settings['options'] as unknown[] | undefined;
  const visible =
    (settings['visible_options'] as number | null) ??
    (options && options.length >= 3 ? options.length : null);
  switch (settings['type']) {
    case 'text':
      return { type: 'text', use_markdown: settings['use_markdown'] };
    case 'label_selection':
      return { type: 'label_selection', options, visible_options: visible };
    case 'multi_label_selection':
      return {
        type: 'multi_label_selection',
        options,
        visible_options: visible,
        options_order: settings['options_order'],
      };
    case 'span':
      return {
        type: 'span',
        allow_overlapping: settings['allow_overlapping'],
        field: settings['field'],
        options,
        visible_options: visible,
      };
    default:
      return { type: settings['type'], options };
  }
}

function questionDump(row: Row) {
  return {
    ...resource(row),
    name: row.name,
    settings: questionSettingsDump(row.settings),
    title: row['title'],
    description: row['description'],
    required: row['required'],
    dataset_id: row['dataset_id'],
  };
}

function metadataDump(row: Row) {
  return {
    ...resource(row),
    name: row.name,
    settings: { visible_for_annotators: row['visible_for_annotators'], ...row.settings },
    title: row['title'],
    visible_for_annotators: row['visible_for_annotators'],
    dataset_id: row['dataset_id'],
  };
}

function vectorDump(row: Row) {
  return {
    ...resource(row),
    name: row.name,
    title: row['title'],
    dimensions: row['dimensions'],
    dataset_id: row['dataset_id'],
  };
}

/**
 * Argilla 2.8's `dataset.update()` PATCHes the dataset (with its distribution), then every field, question,
 * vector setting and metadata property with its model dumped whole. None of it may be refused (issue 25).
 */
describe.each(testDialects())("Argilla 2.8 SDK's dataset.update() bodies (%s)", (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let datasetId: string;
  const list = async (path: string): Promise<Row[]> =>
    (await server.request('GET', `/api/v1/${path}`, { as: fixture.admin })).body.items;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    datasetId = fixture.datasetId;
    // Fields are created on a draft dataset only; this one is published, so these go in as stored rows.
    for (const [name, settings] of [
      ['image', { type: 'image' }],
      ['chat', { type: 'chat', use_markdown: true }],
      ['custom', { type: 'custom', template: '{{record.fields.custom}}', advanced_mode: false }],
    ] as const) {
      await insertNewRow(server.db, 'fields', {
        dataset_id: datasetId,
        name,
        title: name,
        required: toBooleanColumn(false),
        settings: toJson(settings),
      });
    }
    const [recordId] = await addRecords(server, datasetId, 2);
    const answered = await server.request('POST', `/api/v1/records/${recordId}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'positive' } } },
      as: fixture.annotator,
    });
    expect(answered.status).toBe(201);
  });
  afterAll(async () => server?.close());

  it('accepts every PATCH the SDK sends, changing what the SDK changed and keeping the rest', async () => {
    const dataset = (await server.request('GET', `/api/v1/datasets/${datasetId}`)).body;
    const patched = await server.request('PATCH', `/api/v1/datasets/${datasetId}`, {
      json: {
        id: datasetId,
        name: dataset.name,
        guidelines: 'Label the sentiment.',
        allow_extra_metadata: dataset.allow_extra_metadata,
        distribution: { strategy: 'overlap', min_submitted: 2 },
      },
      as: fixture.admin,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      guidelines: 'Label the sentiment.',
      distribution: { strategy: 'overlap', min_submitted: 2 },
    });

    const fields = await list(`datasets/${datasetId}/fields`);
    expect(fields.map((f) => f.settings['type'])).toEqual(['text', 'image', 'chat', 'custom']);
    // The SDK cannot read Extralit's table questions, so its dataset never holds one to send back.
    const questions = (await list(`datasets/${datasetId}/questions`)).filter(
      (q) => q.settings['type'] !== 'table',
    );
    const vectors = await list(`datasets/${datasetId}/vectors-settings`);
    const metadata = await list(`me/datasets/${datasetId}/metadata-properties`);
    const sends: [string, Row[], (row: Row) => unknown][] = [
      ['fields', fields, fieldDump],
      ['questions', questions, questionDump],
      ['vectors-settings', vectors, vectorDump],
      ['metadata-properties', metadata, metadataDump],
      ['questions', questions, questionDump],
    ];
    for (const [path, rows, dump] of sends) {
      for (const row of rows) {
        const res = await server.request('PATCH', `/api/v1/${path}/${row.id}`, {
          json: dump(row),
          as: fixture.admin,
        });
        expect({
          path,
          name: row.name,
          status: res.status,
          body: res.status === 200 ? null : res.body,
        }).toEqual({
          path,
          name: row.name,
          status: 200,
          body: null,
        });
        const { updated_at: _before, ...unchanged } = row;
        const { updated_at: _after, ...after } = res.body;
        // Label and span questions store the `visible_options` the SDK fills in; nothing else changes.
        expect(after).toEqual(
          path === 'questions' && 'visible_options' in row.settings
            ? {
                ...unchanged,
                settings: {
                  ...row.settings,
                  visible_options: questionSettingsDump(row.settings).visible_options,
                },
              }
            : unchanged,
        );
      }
    }
  });
});
