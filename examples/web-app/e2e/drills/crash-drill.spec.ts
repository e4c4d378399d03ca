import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { WireRecord } from '@marginalia/core';
import {
  DrillServer,
  drillDatabase,
  drillDatabases,
  drillPort,
  ensureRecords,
  openPendingQueue,
  outboxSize,
  productReviews,
  submitSentiment,
} from '../testing/drillServer';

// The machine running the drills may be busy: the UI gets time to catch up before a check fails.
const expect = baseExpect.configure({ timeout: 30_000 });

// Drill 1 of issue 18 (crash). The short form runs in `npm test`; `npm run drill:crash` runs 200 submits per
// database. The web app annotates the demo dataset while the server is killed with SIGKILL every few seconds and
// started again: every answer the UI moved past as submitted must be on the server exactly once with its value,
// what waited in the outbox must be sent, and the page must never go blank.
const SUBMITS = Number(process.env.MARGINALIA_DRILL_SUBMITS ?? 8);
const KILL_EVERY_MS = Number(process.env.MARGINALIA_DRILL_KILL_EVERY_MS ?? 3000);
const DOWN_MS = 500;
const PORT = drillPort(10);
const LABELS = ['Positive', 'Negative'] as const;

test.describe.configure({ mode: 'serial' });

/** Records every moment the page showed nothing at all once the annotation view had appeared. */
async function watchForBlankPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { blank: 0, started: false };
    Object.assign(window, { drillBlank: seen });
    setInterval(() => {
      if (document.querySelector('[part="annotation"]')) seen.started = true;
      if (seen.started && document.body.innerText.trim() === '') seen.blank += 1;
    }, 100);
  });
}

for (const database of drillDatabases()) {
  test(`crash drill on ${database}: ${SUBMITS} submits while the server is killed every ${KILL_EVERY_MS} ms`, async ({ page }) => {
    test.setTimeout(300_000 + SUBMITS * 15_000);
    const db = await drillDatabase(database);
    const server = new DrillServer(PORT, db.url);
    let killing = true;
    let kills = 0;
    let killer: Promise<void> = Promise.resolve();
    try {
      await server.start();
      const dataset = await productReviews(server);
      await ensureRecords(server, dataset.id, SUBMITS + 20);
      await watchForBlankPage(page);
      const { record, review } = await openPendingQueue(page, server, dataset.id);
      await expect(record).toBeVisible();

      const started = Date.now();
      killer = (async () => {
        while (killing) {
          await new Promise((r) => setTimeout(r, KILL_EVERY_MS));
          if (!killing) break;
          await server.kill();
          kills += 1;
          await new Promise((r) => setTimeout(r, DOWN_MS));
          await server.start();
        }
      })();

      // The last answer the UI took for each record, by its review (every review in the dataset is distinct).
      const submitted = new Map<string, string>();
      for (let i = 0; i < SUBMITS; i++) {
        // While the server is away the view may show its retry state; the record comes back with the server.
        await expect(record).toBeVisible({ timeout: 60_000 });
        const label = LABELS[i % 2]!;
        submitted.set(await submitSentiment(page, review, label, 60_000), label.toLowerCase());
      }
      killing = false;
      await killer;
      // The outbox empties by itself (its retry), with the page left open.
      await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);

      const me = await server.api<{ id: string }>('GET', '/me');
      const all = await server.api<{ items: WireRecord[] }>('GET', `/datasets/${dataset.id}/records?limit=1000&include=responses`);
      const byReview = new Map(all.items.map((r) => [String(r.fields.review).trim(), r]));
      const problems: string[] = [];
      for (const [text, label] of submitted) {
        const mine = (byReview.get(text)?.responses ?? []).filter((r) => r.user_id === me.id);
        const value = mine[0]?.values?.sentiment?.value;
        if (mine.length !== 1 || mine[0]!.status !== 'submitted' || value !== label) {
          problems.push(`"${text.slice(0, 30)}…": ${mine.length} responses, ${mine[0]?.status} ${String(value)} (expected ${label})`);
        }
      }
      const stored = all.items.flatMap((r) => (r.responses ?? []).filter((x) => x.user_id === me.id));
      const blank = await page.evaluate(() => (window as unknown as { drillBlank: { blank: number } }).drillBlank.blank);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(
        `crash drill (${database}): ${SUBMITS} submits on ${submitted.size} records through ${kills} kills ` +
          `(every ${KILL_EVERY_MS} ms, ${DOWN_MS} ms down), ${stored.length} responses stored, ` +
          `${problems.length} wrong or missing, blank samples ${blank}, ${minutes} min`,
      );
      expect(problems).toEqual([]);
      expect(stored).toHaveLength(submitted.size);
      expect(blank).toBe(0);
    } finally {
      killing = false;
      await killer.catch(() => undefined);
      await server.kill();
      await db.drop();
    }
  });
}
