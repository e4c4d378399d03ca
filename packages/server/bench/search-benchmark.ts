import type { BenchDatabase } from './bench-databases';
import { measure, summarize, type LatencySummary } from './percentiles';
import { createRandom, createVocabulary, zipfSampler } from './random-text';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

const VOCABULARY_SIZE = 5000;
const CATEGORIES = [
  'news',
  'sports',
  'science',
  'health',
  'travel',
  'food',
  'music',
  'games',
  'books',
  'film',
];
/** Query words are taken from these Zipf ranks: each appears in roughly 1 % of the records. */
const QUERY_RANKS = [300, 320, 340, 360, 380, 400, 420, 440, 460, 480];

/** Result of the search benchmark on one database. */
export interface SearchBenchmarkResult {
  records: number;
  seedSeconds: number | null;
  latency: LatencySummary;
  /** Average `total` of the measured queries (how many records matched). */
  averageTotal: number;
}

/**
 * Seeds (once) a published dataset of `count` generated reviews — a text field of 12–40 Zipf-sampled
 * words, metadata `category` (10 terms), `score` (float) and `votes` (integer), a fifth of the
 * records completed — and measures the admin search with a text query, two filters (metadata
 * category terms, record status) and a sort (metadata score desc), 50 per page.
 */
export async function runSearchBenchmark(
  bench: BenchDatabase,
  count: number,
  iterations: number,
  log: (line: string) => void,
): Promise<SearchBenchmarkResult> {
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const name = `bench-search-${count}`;
  const vocabulary = createVocabulary(createRandom(7), VOCABULARY_SIZE);
  let datasetId = await existingDataset(bench.db, name, count);
  let seedSeconds: number | null = null;
  if (!datasetId) {
    const started = performance.now();
    datasetId = await createPublishedDataset(call, name, {
      questions: [
        {
          name: 'sentiment',
          title: 'Sentiment',
          required: true,
          settings: {
            type: 'label_selection',
            options: [
              { value: 'pos', text: 'Positive' },
              { value: 'neg', text: 'Negative' },
            ],
          },
        },
      ],
      metadataProperties: [
        { name: 'category', title: 'Category', settings: { type: 'terms', values: CATEGORIES } },
        { name: 'score', title: 'Score', settings: { type: 'float' } },
        { name: 'votes', title: 'Votes', settings: { type: 'integer' } },
      ],
    });
    const random = createRandom(42);
    const word = zipfSampler(random, VOCABULARY_SIZE);
    let lastReport = 0;
    await insertGeneratedRecords(
      bench.db,
      datasetId,
      count,
      () => {
        const length = 12 + Math.floor(random() * 29);
        return {
          fields: { text: Array.from({ length }, () => vocabulary[word()]).join(' ') },
          metadata: {
            category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
            score: Math.round(random() * 1e6) / 1e6,
            votes: Math.floor(random() * 1000),
          },
          status: random() < 0.2 ? 'completed' : 'pending',
        };
      },
      (done) => {
        if (done - lastReport >= 100_000 || done === count) {
          lastReport = done;
          log(`  seeded ${done.toLocaleString('en')} / ${count.toLocaleString('en')} records`);
        }
      },
    );
    seedSeconds = (performance.now() - started) / 1000;
  }

  let totals = 0;
  const durations = await measure(iterations, 10, async (i) => {
    const q = vocabulary[QUERY_RANKS[i % QUERY_RANKS.length] as number] as string;
    const categories = [CATEGORIES[i % CATEGORIES.length], CATEGORIES[(i + 3) % CATEGORIES.length]];
    const result = await call<{ total: number }>('POST', `/datasets/${datasetId}/records/search?limit=50`, {
      query: { text: { q } },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: categories },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
      sort: [{ scope: { entity: 'metadata', metadata_property: 'score' }, order: 'desc' }],
    });
    if (i >= 10) totals += result.total;
  });
  return {
    records: count,
    seedSeconds,
    latency: summarize(durations),
    averageTotal: Math.round(totals / iterations),
  };
}
