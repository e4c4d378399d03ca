import { createRandom, createVocabulary, zipfSampler } from '../../../packages/server/bench/random-text';
import type { OwnerCall } from './bench-api';

/** The big dataset: reviews with a required label question (suggested for every record), rating and text. */
export interface MainDataset {
  id: string;
  records: number;
  /** Metadata `group` values each held by exactly `bulkGroupSize` records, one per bulk-submit run. */
  bulkGroups: string[];
  /** 1,000 unless the dataset is too small for three such groups. */
  bulkGroupSize: number;
  sentimentTitle: string;
  fieldTitle: string;
}

/** The span dataset: one record with a long text and a suggestion of many spans. */
export interface SpanDataset {
  id: string;
  recordId: string;
  text: string;
  spans: { label: string; start: number; end: number }[];
  questionTitle: string;
  labels: { value: string; text: string }[];
}

const BULK_GROUP_SIZE = 1000;
const BULK_GROUPS = ['bulk-1', 'bulk-2', 'bulk-3'];
/** Every 25th record belongs to a bulk group, round-robin, until each holds the group size. */
const BULK_STRIDE = 25;
const VOCABULARY_SIZE = 5000;
const CATEGORIES = ['news', 'sports', 'science', 'health', 'travel', 'food', 'music', 'games', 'books', 'film'];
const SENTIMENTS = [
  { value: 'positive', text: 'Positive' },
  { value: 'negative', text: 'Negative' },
  { value: 'neutral', text: 'Neutral' },
];
/** The bulk endpoint takes at most 500 records a request. */
const RECORDS_PER_REQUEST = 500;

async function createDataset(call: OwnerCall, name: string): Promise<string> {
  const workspace = await call('POST', '/workspaces', { name: `${name}-ws` });
  const dataset = await call('POST', '/datasets', { name, workspace_id: workspace.id, guidelines: `Benchmark dataset ${name}.` });
  return dataset.id;
}

/**
 * Creates and publishes `count` generated reviews through the v1 API (bulk record endpoint, 500 a request):
 * a text field of 12–40 Zipf-sampled words, questions sentiment (label, required, suggested for every record),
 * rating (1–5) and comment (text), metadata category (terms), score (float), votes (integer) and group (terms:
 * the bulk-submit groups, or `main`).
 */
export async function seedMainDataset(call: OwnerCall, count: number, log: (line: string) => void): Promise<MainDataset> {
  const id = await createDataset(call, `bench-reviews-${count}`);
  await call('POST', `/datasets/${id}/fields`, { name: 'review', title: 'Review', required: true, settings: { type: 'text' } });
  const sentiment = await call('POST', `/datasets/${id}/questions`, {
    name: 'sentiment',
    title: 'What is the sentiment of the review?',
    required: true,
    settings: { type: 'label_selection', options: SENTIMENTS },
  });
  await call('POST', `/datasets/${id}/questions`, {
    name: 'rating',
    title: 'How many stars?',
    required: false,
    settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
  });
  await call('POST', `/datasets/${id}/questions`, {
    name: 'comment',
    title: 'Comment',
    required: false,
    settings: { type: 'text' },
  });
  const groups = ['main', ...BULK_GROUPS];
  for (const [name, settings] of [
    ['category', { type: 'terms', values: CATEGORIES }],
    ['score', { type: 'float', min: 0, max: 1 }],
    ['votes', { type: 'integer', min: 0, max: 1000 }],
    ['group', { type: 'terms', values: groups }],
  ] as const) {
    await call('POST', `/datasets/${id}/metadata-properties`, { name, title: name[0]!.toUpperCase() + name.slice(1), settings });
  }
  await call('PUT', `/datasets/${id}/publish`);

  const vocabulary = createVocabulary(createRandom(7), VOCABULARY_SIZE);
  const random = createRandom(42);
  const word = zipfSampler(random, VOCABULARY_SIZE);
  const bulkGroupSize = Math.min(BULK_GROUP_SIZE, Math.floor(count / BULK_STRIDE / BULK_GROUPS.length));
  const bulkRecords = BULK_GROUPS.length * bulkGroupSize;
  const started = performance.now();
  for (let start = 0; start < count; start += RECORDS_PER_REQUEST) {
    const items = [];
    for (let i = start; i < Math.min(count, start + RECORDS_PER_REQUEST); i += 1) {
      const length = 12 + Math.floor(random() * 29);
      const inBulk = i % BULK_STRIDE === 0 && i / BULK_STRIDE < bulkRecords;
      items.push({
        external_id: `r${i}`,
        fields: { review: Array.from({ length }, () => vocabulary[word()]).join(' ') },
        metadata: {
          category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
          // Never a whole number: the API rejects integer literals for float properties.
          score: (Math.floor(random() * 1e6) + 0.5) / 1e6,
          votes: Math.floor(random() * 1000),
          group: inBulk ? BULK_GROUPS[(i / BULK_STRIDE) % BULK_GROUPS.length] : 'main',
        },
        suggestions: [
          {
            question_id: sentiment.id,
            value: SENTIMENTS[Math.floor(random() * SENTIMENTS.length)]!.value,
            agent: 'bench-model',
            score: Math.round(random() * 100) / 100,
          },
        ],
      });
    }
    await call('POST', `/datasets/${id}/records/bulk`, { items });
    const done = Math.min(count, start + RECORDS_PER_REQUEST);
    if (done % 20_000 === 0 || done === count) log(`  seeded ${done.toLocaleString('en')} / ${count.toLocaleString('en')} records`);
  }
  log(`  ${count.toLocaleString('en')} records in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { id, records: count, bulkGroups: BULK_GROUPS, bulkGroupSize, sentimentTitle: 'What is the sentiment of the review?', fieldTitle: 'Review' };
}

const SPAN_LABELS = [
  { value: 'PER', text: 'Person' },
  { value: 'ORG', text: 'Organization' },
  { value: 'LOC', text: 'Location' },
  { value: 'MISC', text: 'Miscellaneous' },
];

/** `length` characters of Zipf-sampled words with a paragraph break about every 800 characters. */
function generateText(length: number): string {
  const vocabulary = createVocabulary(createRandom(11), VOCABULARY_SIZE);
  const random = createRandom(12);
  const word = zipfSampler(random, VOCABULARY_SIZE);
  let text = '';
  let paragraph = 0;
  while (text.length < length) {
    const next = vocabulary[word()]!;
    paragraph += next.length + 1;
    const separator = paragraph > 800 ? ((paragraph = 0), '\n\n') : ' ';
    text += text.length === 0 ? next : separator + next;
  }
  // Exactly `length`, ending on a letter.
  return text.slice(0, length - 1) + 'a';
}

/** One word-aligned span in each block of `length / count` characters, cycling through the labels. */
function generateSpans(text: string, count: number): SpanDataset['spans'] {
  const block = Math.floor(text.length / count);
  const spans: SpanDataset['spans'] = [];
  const words = /\b[a-z]+\b/g;
  for (let index = 0; index < count; index += 1) {
    // The first whole word that starts in the block's second half and ends inside the block.
    words.lastIndex = index * block + Math.floor(block / 2);
    const match = words.exec(text);
    if (!match || match.index + match[0].length > (index + 1) * block) {
      throw new Error(`no word for span ${index}`);
    }
    spans.push({ label: SPAN_LABELS[index % SPAN_LABELS.length]!.value, start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * Creates and publishes a dataset with one record: a 100,000-character text field and a span question on it
 * whose suggestion holds 1,000 spans (the record opens with them as its answer).
 */
export async function seedSpanDataset(
  call: OwnerCall,
  characters: number,
  spanCount: number,
): Promise<SpanDataset> {
  const id = await createDataset(call, `bench-spans-${characters}`);
  await call('POST', `/datasets/${id}/fields`, { name: 'article', title: 'Article', required: true, settings: { type: 'text' } });
  const questionTitle = 'Tag the entities in the article';
  const question = await call('POST', `/datasets/${id}/questions`, {
    name: 'entities',
    title: questionTitle,
    required: true,
    settings: { type: 'span', field: 'article', options: SPAN_LABELS, visible_options: SPAN_LABELS.length, allow_overlapping: false },
  });
  await call('PUT', `/datasets/${id}/publish`);
  const text = generateText(characters);
  const spans = generateSpans(text, spanCount);
  const created = await call<{ items: { id: string }[] }>('POST', `/datasets/${id}/records/bulk`, {
    items: [
      {
        external_id: 'long-article',
        fields: { article: text },
        suggestions: [{ question_id: question.id, value: spans, agent: 'bench-ner' }],
      },
    ],
  });
  return { id, recordId: created.items[0]!.id, text, spans, questionTitle, labels: SPAN_LABELS };
}
