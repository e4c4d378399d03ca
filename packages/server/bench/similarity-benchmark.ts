import type { BenchDatabase } from './bench-databases';
import { measure, summarize, type LatencySummary } from './percentiles';
import { createRandom } from './random-text';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

/** Result of the similarity benchmark on one database. */
export interface SimilarityBenchmarkResult {
  vectors: number;
  dimensions: number;
  seedSeconds: number | null;
  latency: LatencySummary;
}

/** A random unit-ish vector (uniform components in [-1, 1]). */
function randomVector(random: () => number, dimensions: number): number[] {
  return Array.from({ length: dimensions }, () => random() * 2 - 1);
}

/**
 * Seeds (once) a dataset of `count` records with one `dimensions`-dimensional vector each and
 * measures similarity search (top 50, most similar to a literal vector) through the admin search.
 */
export async function runSimilarityBenchmark(
  bench: BenchDatabase,
  count: number,
  dimensions: number,
  iterations: number,
  log: (line: string) => void,
): Promise<SimilarityBenchmarkResult> {
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const name = `bench-vectors-${count}-${dimensions}`;
  let datasetId = await existingDataset(bench.db, name, count);
  let seedSeconds: number | null = null;
  if (!datasetId) {
    const started = performance.now();
    datasetId = await createPublishedDataset(call, name, {
      questions: [{ name: 'note', title: 'Note', required: true, settings: { type: 'text' } }],
      vectorsSettings: [{ name: 'embedding', title: 'Embedding', dimensions }],
    });
    const random = createRandom(99);
    await insertGeneratedRecords(
      bench.db,
      datasetId,
      count,
      (i) => ({
        fields: { text: `item ${i}` },
        metadata: {},
        vectors: { embedding: randomVector(random, dimensions) },
      }),
      (done) => {
        if (done % 20_000 === 0 || done === count)
          log(`  seeded ${done.toLocaleString('en')} / ${count.toLocaleString('en')} vectors`);
      },
      1000,
    );
    seedSeconds = (performance.now() - started) / 1000;
  }
  const random = createRandom(1234);
  const durations = await measure(iterations, 3, async () => {
    const result = await call<{ items: unknown[] }>(
      'POST',
      `/datasets/${datasetId}/records/search?limit=50`,
      {
        query: { vector: { name: 'embedding', value: randomVector(random, dimensions) } },
      },
    );
    if (result.items.length !== Math.min(50, count))
      throw new Error(`expected 50 neighbours, got ${result.items.length}`);
  });
  return { vectors: count, dimensions, seedSeconds, latency: summarize(durations) };
}
