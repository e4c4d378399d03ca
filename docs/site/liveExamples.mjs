// The live example of each element on its page, running against the demo server (`npm start`, or the server the
// reader names above the example). `{dataset:NAME}` stands for the id of the demo dataset NAME and `{record:NAME}`
// for the id of its first record, looked up with the reader's key when the page opens; the other values are written
// as they are. An element of the manifest without an entry here fails the docs build: every element page shows its
// element working.
import { readFileSync } from 'node:fs';

const demoDocuments = new URL('../../packages/server/demo-data/documents/documents.json', import.meta.url);
const { pmid } = JSON.parse(readFileSync(demoDocuments, 'utf8'))[0];

/** A small table for the reference table's example: one row per arm of a made-up trial. */
const OUTCOMES_TABLE = {
  schema: {
    fields: [
      { name: 'arm', type: 'string' },
      { name: 'n', type: 'integer' },
      { name: 'mean', type: 'number' },
    ],
    primaryKey: ['arm'],
  },
  data: [
    { arm: 'placebo', n: 48, mean: 3.1 },
    { arm: 'treatment', n: 51, mean: 4.4 },
  ],
};

/**
 * tag → what its example sets: `attributes` (text), `properties` (JSON values), `height` of its box, `keyless`
 * (shown without the reader's API key: the sign-in form).
 */
export const LIVE_EXAMPLES = {
  'mg-sign-in': { attributes: {}, keyless: true },
  'mg-dataset-list': { attributes: {} },
  'mg-annotation-view': { attributes: { 'dataset-id': '{dataset:product-reviews}' }, height: '720px' },
  'mg-user-settings': { attributes: {} },
  'mg-progress': { attributes: { 'dataset-id': '{dataset:product-reviews}' } },
  'mg-hub-import': { attributes: {} },
  'mg-export': { attributes: { 'dataset-id': '{dataset:product-reviews}' } },
  'mg-document-viewer': { attributes: { pmid }, height: '640px' },
  'mg-dataset-settings': { attributes: { 'dataset-id': '{dataset:product-reviews}' } },
  'mg-reference-table': {
    attributes: { label: 'Outcomes', readonly: '' },
    properties: { value: OUTCOMES_TABLE },
  },
  'mg-review': { attributes: { 'dataset-id': '{dataset:product-reviews}' }, height: '720px' },
  'mg-agreement': { attributes: { 'dataset-id': '{dataset:product-reviews}' } },
  'mg-record-history': { attributes: { 'record-id': '{record:product-reviews}' } },
  'mg-record-comments': {
    attributes: { 'dataset-id': '{dataset:product-reviews}', 'record-id': '{record:product-reviews}' },
  },
};
