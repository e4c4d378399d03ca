import type { AnnotationSeed } from './annotators-benchmark';
import { summarize, type LatencySummary } from './percentiles';

/** Result of the bulk-submit benchmark: one wall time per run of `records` answers. */
export interface BulkResponsesBenchmarkResult {
  records: number;
  groupSize: number;
  concurrency: number;
  /** Wall time of each run, in milliseconds. */
  runs: LatencySummary;
  /** Each request's time, in milliseconds, over all runs. */
  requests: LatencySummary;
}

interface BulkAnswer {
  items: { item: unknown; error: { detail: string } | null }[];
}

/**
 * The server's share of P5 (issue 27): what the web app sends for a bulk submit of `records` records — groups of
 * `groupSize` answers (`POST /me/responses/bulk`, submitted, a label), `concurrency` groups on their way at once —
 * timed from the first request to the last answer, `runs` times, each run on records no earlier run answered.
 * Every request must answer 200 with no item in error, or the run fails with what went wrong.
 */
export async function runBulkResponsesBenchmark(
  url: string,
  seed: AnnotationSeed,
  options: { records: number; runs: number; groupSize: number; concurrency: number },
): Promise<BulkResponsesBenchmarkResult> {
  const { records, runs, groupSize, concurrency } = options;
  if (seed.recordIds.length < records * runs) {
    throw new Error(
      `bulk submit: ${runs} runs of ${records} records need ${records * runs} records (seed more: --annotation-records)`,
    );
  }
  const apiKey = seed.apiKeys[0] as string;
  const wall: number[] = [];
  const requestTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const ids = seed.recordIds.slice(run * records, (run + 1) * records);
    const groups: string[][] = [];
    for (let i = 0; i < ids.length; i += groupSize) groups.push(ids.slice(i, i + groupSize));
    let next = 0;
    const lane = async () => {
      while (next < groups.length) {
        const group = groups[next++] as string[];
        const sentAt = performance.now();
        const response = await fetch(`${url}/api/v1/me/responses/bulk`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Argilla-Api-Key': apiKey },
          body: JSON.stringify({
            items: group.map((recordId, i) => ({
              record_id: recordId,
              status: 'submitted',
              values: { label: { value: ['a', 'b', 'c'][i % 3] } },
            })),
          }),
        });
        const text = await response.text();
        requestTimes.push(performance.now() - sentAt);
        if (response.status !== 200)
          throw new Error(`bulk submit answered ${response.status}: ${text.slice(0, 300)}`);
        const failed = (JSON.parse(text) as BulkAnswer).items.filter((result) => result.error !== null);
        if (failed.length > 0)
          throw new Error(`bulk submit: ${failed.length} items failed: ${failed[0]?.error?.detail}`);
      }
    };
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: concurrency }, lane));
    wall.push(performance.now() - startedAt);
  }
  return { records, groupSize, concurrency, runs: summarize(wall), requests: summarize(requestTimes) };
}
