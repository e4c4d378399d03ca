// The dataset the extraction flow opens, logged through the API as an Extralit user does with the Python SDK
// before opening the web frontend: one paper (the demo's okafor2012, whose PDF, segments and Outcome schema the
// demo seeds) whose outcomes table, cells still empty, waits in the owner's draft.
//
// Why not the demo's own table datasets: Extralit's frontend cannot edit a `table`-type question. Its table
// component writes every change back as a JSON string into an answer it then reads as a table object, so opening
// a filled table loops until the tab runs out of memory; and its record loader drops the suggestions of a
// dataset's first question (a `reduce` with no initial value). Extralit's own datasets keep tables in text
// questions with `use_table` (the answer is the table's JSON text), which the frontend edits from the user's
// response, never from a suggestion: so the table is a text question with `use_table`, answered in a draft.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXTRACTION_WORKSPACE = 'extraction';
export const EXTRACTION_DATASET = 'outcomes-review';

async function call(api, apiKey, method, path, body) {
  const res = await fetch(`${api}/api/v1${path}`, {
    method,
    headers: {
      'X-Argilla-Api-Key': apiKey,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The demo's first paper record of `paper-extraction`, its outcomes suggestion without a pinned schema version. */
function demoPaperRecord(serverDir) {
  const line = readFileSync(join(serverDir, 'demo-data', 'paper-extraction.records.jsonl'), 'utf8').split(
    '\n',
  )[0];
  const record = JSON.parse(line);
  const outcomes = record.suggestions.find((suggestion) => suggestion.question === 'outcomes');
  // The demo pins a version the seed resolves; the frontend reads the latest schema when none is named.
  delete outcomes.value.schema.version_id;
  return { record, outcomes };
}

/** Creates the dataset through `api` (the recording proxy, so these calls are recorded too) as the owner. */
export async function setupExtractionDataset({ api, apiKey, serverDir }) {
  const workspaces = await call(api, apiKey, 'GET', '/me/workspaces');
  const workspace = workspaces.items.find((item) => item.name === EXTRACTION_WORKSPACE);
  if (!workspace) throw new Error(`no '${EXTRACTION_WORKSPACE}' workspace: is the demo seeded?`);
  const dataset = await call(api, apiKey, 'POST', '/datasets', {
    name: EXTRACTION_DATASET,
    workspace_id: workspace.id,
    guidelines: 'Fill the outcomes table from the paper; the row menu fills a row with the model.',
  });
  await call(api, apiKey, 'POST', `/datasets/${dataset.id}/fields`, {
    name: 'abstract',
    title: 'Abstract',
    required: true,
    settings: { type: 'text', use_markdown: false },
  });
  const sections = ['Abstract', '2. Methods', '3. Results', 'Not listed'];
  const questions = {};
  for (const question of [
    {
      name: 'context-relevant',
      title: 'Sections holding the outcomes',
      required: false,
      settings: { type: 'multi_label_selection', options: sections.map((value) => ({ value, text: value })) },
    },
    {
      name: 'notes',
      title: 'Notes for the model',
      required: false,
      settings: { type: 'text', use_markdown: false },
    },
    {
      name: 'outcomes',
      title: 'Outcomes',
      required: true,
      settings: { type: 'text', use_markdown: false, use_table: true },
    },
  ]) {
    questions[question.name] = (
      await call(api, apiKey, 'POST', `/datasets/${dataset.id}/questions`, question)
    ).id;
  }
  await call(api, apiKey, 'PUT', `/datasets/${dataset.id}/publish`);
  const { record, outcomes } = demoPaperRecord(serverDir);
  const table = JSON.stringify(outcomes.value);
  const owner = await call(api, apiKey, 'GET', '/me');
  await call(api, apiKey, 'POST', `/datasets/${dataset.id}/records/bulk`, {
    items: [
      {
        external_id: record.external_id,
        fields: { abstract: record.fields.abstract },
        metadata: record.metadata,
        suggestions: [
          { question_id: questions.outcomes, value: table, agent: 'demo-template', type: 'model' },
        ],
        responses: [{ user_id: owner.id, status: 'draft', values: { outcomes: { value: table } } }],
      },
    ],
  });
  return { datasetId: dataset.id };
}
