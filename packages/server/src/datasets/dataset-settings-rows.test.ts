import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotationDataset, type AnnotationDatasetFixture } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import {
  fieldsOfDataset,
  metadataPropertiesOfDataset,
  questionsOfDataset,
  vectorSettingsOfDataset,
} from './dataset-child-rows';
import { datasetSettingsRows } from './dataset-settings-rows';

const TITLE = 'Say "hi" \\ there\nnext line — ünïcode 🙂';

describe.each(testDialects())('datasetSettingsRows (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { extraTextFields: ['notes', 'summary'] });
    // Text JSON must carry exactly: quotes, a backslash, a line break and characters outside ASCII.
    const property = await server.request(
      'POST',
      `/api/v1/datasets/${fixture.datasetId}/metadata-properties`,
      {
        json: { name: 'quoted', title: TITLE, settings: { type: 'terms', values: ['a "b"', 'c\\d'] } },
      },
    );
    expect(property.status).toBe(201);
  });
  afterAll(async () => server?.close());

  it('reads the four settings tables as their own reads give them, rows and order alike', async () => {
    const { datasetId } = fixture;
    const rows = await datasetSettingsRows(server.db, datasetId);
    expect(rows).toEqual({
      fields: await fieldsOfDataset(server.db, datasetId),
      questions: await questionsOfDataset(server.db, datasetId),
      metadataProperties: await metadataPropertiesOfDataset(server.db, datasetId),
      vectorSettings: await vectorSettingsOfDataset(server.db, datasetId),
    });
    expect(rows.fields.map((f) => f.name)).toEqual(['text', 'notes', 'summary']);
    expect(typeof rows.fields[0]!.required).toBe('number');
    expect(rows.metadataProperties.map((p) => p.name)).toEqual(['category', 'votes', 'price', 'quoted']);
    expect(rows.metadataProperties.at(-1)!.title).toBe(TITLE);
    expect(rows.vectorSettings.map((v) => v.dimensions)).toEqual([3]);
  });

  it('reads no rows for a dataset without settings, or none at all', async () => {
    const empty = { fields: [], questions: [], metadataProperties: [], vectorSettings: [] };
    expect(await datasetSettingsRows(server.db, '00000000-0000-0000-0000-000000000000')).toEqual(empty);
  });
});
