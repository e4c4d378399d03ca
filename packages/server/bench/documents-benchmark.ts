import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { BackgroundTasks } from '../src/common/background-tasks';
import { loadConfig } from '../src/config/server-config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ensureOwner } from '../src/seed/ensure-owner';
import { computeSegments } from '../src/segments/compute-segments';
import { longPaperSpec, paperPdf } from '../src/testing/paper-pdf';
import { benchDirectory } from './bench-databases';
import { benchOptions } from './bench-options';
import { percentile } from './percentiles';
import { withPeakRss } from './peak-rss';

/**
 * `npm run bench:documents [-- --runs 3 --pages 300]`: the segments of a generated paper of 300 pages (sections,
 * subsections, captioned tables and figures) computed on upload. Prints, per run and as medians: the whole
 * `POST /documents` with the PDF (check, storing the PDF and the row; SQLite, database object store), the time until
 * its segments job has stored the segments,
 * and the segment computation alone, in wall-clock and CPU time (the machine may be shared), and the peak RSS.
 * Goal: ≤ 10 s for the upload.
 */
const options = benchOptions(process.argv.slice(2));
const runs = options.int('runs', 3);
const pages = options.int('pages', 300);
const API_KEY = 'bench-owner-api-key';

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function uploadOnce(
  pdf: Uint8Array,
): Promise<{ wallMs: number; cpuMs: number; storedMs: number; segments: number }> {
  const dir = mkdtempSync(join(benchDirectory(), 'documents-'));
  const databaseUrl = join(dir, 'bench.db');
  const config = loadConfig(
    {
      MARGINALIA_DATABASE_URL: databaseUrl,
      MARGINALIA_OWNER_API_KEY: API_KEY,
      MARGINALIA_SEED_DEMO: 'false',
      MARGINALIA_STATIC_DIR: join(dir, 'no-static'),
    },
    dir,
  );
  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    await ensureOwner(db, config.owner);
    const tasks = new BackgroundTasks(console);
    const app = createApp({ db, config, logger: console, tasks });
    const headers = { 'X-Argilla-Api-Key': API_KEY };
    const workspace = await app.request('/api/v1/workspaces', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    });
    const { id: workspaceId } = (await workspace.json()) as { id: string };
    const form = new FormData();
    form.append(
      'file_data',
      new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'long.pdf',
    );
    const cpu = process.cpuUsage();
    const began = performance.now();
    const res = await app.request(`/api/v1/documents?workspace_id=${workspaceId}&reference=long`, {
      method: 'POST',
      headers,
      body: form,
    });
    const wallMs = performance.now() - began;
    const usedMs = cpuMs(cpu);
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    // The segments job runs after the answer; the upload is done for the reader once they are stored.
    await tasks.idle();
    const storedMs = performance.now() - began;
    const segments = await app.request(
      '/api/v1/models/segments/?workspace=bench&reference=long&limit=10000',
      {
        headers,
      },
    );
    const { items } = (await segments.json()) as { items: unknown[] };
    return { wallMs, cpuMs: usedMs, storedMs, segments: items.length };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const pdf = await paperPdf(longPaperSpec(pages));
console.log(
  `documents benchmark: a generated paper, ${(pdf.length / 2 ** 20).toFixed(2)} MB, ${runs} runs ` +
    `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
);
const uploads: number[] = [];
const stored: number[] = [];
const uploadCpu: number[] = [];
const computeWall: number[] = [];
const computeCpu: number[] = [];
let peak = 0;
for (let run = 1; run <= runs; run += 1) {
  const cpu = process.cpuUsage();
  const began = performance.now();
  const { value: computed, peakMb } = await withPeakRss(() => computeSegments(pdf));
  computeWall.push(performance.now() - began);
  computeCpu.push(cpuMs(cpu));
  peak = Math.max(peak, peakMb);
  const upload = await uploadOnce(pdf);
  uploads.push(upload.wallMs);
  stored.push(upload.storedMs);
  uploadCpu.push(upload.cpuMs);
  console.log(
    `  run ${run}: ${computed.pages} pages, ${upload.segments} segments (${computed.segments.filter((s) => s.type !== 'text').length} tables/figures); ` +
      `upload answered ${fmt(upload.wallMs)} wall, ${fmt(upload.cpuMs)} CPU; segments stored by its job ${fmt(upload.storedMs)} after the upload began; segments alone ${fmt(computeWall.at(-1)!)} wall, ${fmt(computeCpu.at(-1)!)} CPU`,
  );
}
console.log(
  `median: upload answered ${fmt(percentile(uploads, 50))} wall, ${fmt(percentile(uploadCpu, 50))} CPU; ` +
    `segments stored ${fmt(percentile(stored, 50))} after the upload began (goal ≤ 10 s); segments alone ` +
    `${fmt(percentile(computeWall, 50))} wall, ${fmt(percentile(computeCpu, 50))} CPU; peak RSS ${peak} MB`,
);
