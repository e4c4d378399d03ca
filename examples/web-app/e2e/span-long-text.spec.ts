import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WireDataset } from '@marginalia/core';
import { ownerApi } from '../bench/bench-api';
import { seedSpanDataset } from '../bench/bench-datasets';
import { spanTextPoints } from '../bench/spanTextPoints';
import { openAnnotation } from './testing/annotationPage';

type TextPoints = { from: { x: number; y: number }; to: { x: number; y: number } };

/** Drags the pointer over characters `start`–`end` of the span field's text, tagging them with the chosen label. */
async function dragOver(page: Page, textbox: Locator, start: number, end: number): Promise<TextPoints> {
  const points = await textbox.evaluate(spanTextPoints, [start, end] as const);
  await page.mouse.move(points.from.x, points.from.y);
  await page.mouse.down();
  await page.mouse.move(points.to.x, points.to.y, { steps: 5 });
  await page.mouse.up();
  return points;
}

/** The span's label sits just above its first character. */
async function expectLabelAbove(badge: Locator, points: TextPoints): Promise<void> {
  const box = (await badge.boundingBox())!;
  expect(Math.abs(box.x - (points.from.x - 1))).toBeLessThan(4);
  expect(points.from.y - (box.y + box.height)).toBeGreaterThanOrEqual(-2);
  expect(points.from.y - box.y).toBeLessThan(60);
}

/** Tags characters `start`–`end` (the word `word`) with `label` by dragging; its badge shows, just above the word. */
async function tagAndCheck(page: Page, textbox: Locator, label: string, start: number, end: number, word: string) {
  await page.getByRole('radio', { name: label }).check();
  const points = await dragOver(page, textbox, start, end);
  const badge = page.getByRole('button', { name: `${label} span: ${word}`, exact: true });
  await expect(badge).toBeVisible();
  await expectLabelAbove(badge, points);
}

test('a long span text: a word across two of its text nodes is tagged whole, and its label sits above it', async ({
  page,
  request,
  baseURL,
}) => {
  // Several thousand characters: the field renders them as consecutive text nodes of up to 1,024 characters (in
  // blocks cut after line breaks).
  const characters = 4096 + Math.floor(Math.random() * 1000);
  const dataset = await seedSpanDataset(ownerApi(baseURL!), characters, 3);
  await openAnnotation(page, request, { id: dataset.id } as WireDataset);
  const textbox = page.getByRole('textbox', { name: dataset.questionTitle });
  await expect(textbox).toHaveText(dataset.text);
  // Where each text node starts in the text.
  const nodeStarts = await textbox.evaluate((element) => {
    const starts: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null, at = 0; node; at += node.length, node = walker.nextNode() as Text | null) {
      starts.push(at);
    }
    return starts;
  });
  expect(nodeStarts.length).toBeGreaterThan(3);

  // A word that one text node ends and the next begins.
  const words = [...dataset.text.matchAll(/[A-Za-z]+/g)];
  const crossing = (match: RegExpMatchArray) =>
    nodeStarts.some((start) => start > match.index! && start < match.index! + match[0].length);
  const word = words.find(crossing);
  if (!word) throw new Error('the generated text has no word across a text node boundary');
  // Tagged whole, its label just above the word's first character.
  await tagAndCheck(page, textbox, dataset.labels[1]!.text, word.index!, word.index! + word[0].length, word[0]);
});

test('a text longer than its first frame lays out: labels far down sit above their words, and a word there is tagged', async ({
  page,
  request,
  baseURL,
}) => {
  // 30,000 characters with 300 spans: the first frame lays out the first 10,000 characters, the rest in a step after.
  const dataset = await seedSpanDataset(ownerApi(baseURL!), 30_000, 300);
  await openAnnotation(page, request, { id: dataset.id } as WireDataset);
  const textbox = page.getByRole('textbox', { name: dataset.questionTitle });
  await expect(textbox).toHaveText(dataset.text);
  await expect(textbox).not.toHaveAttribute('data-deferred');
  await expect(page.getByRole('button', { name: / span: / })).toHaveCount(300);

  // The label of a span far below the first frame's blocks sits just above its first character.
  const far = dataset.spans[280]!;
  const farPoints = await textbox.evaluate(spanTextPoints, [far.start, far.end] as const);
  const farLabel = dataset.labels.find((label) => label.value === far.label)!.text;
  const farBadge = page.getByRole('button', { name: `${farLabel} span: ${dataset.text.slice(far.start, far.end)}`, exact: true });
  await expectLabelAbove(farBadge, farPoints);

  // A free word there (the spans sit in the second half of each 100-character block) is tagged whole.
  const block = Math.floor(dataset.text.length / dataset.spans.length);
  const word = [...dataset.text.slice(285 * block, 285 * block + block / 2).matchAll(/\b[a-z]+\b/g)][1]!;
  const start = 285 * block + word.index!;
  await tagAndCheck(page, textbox, dataset.labels[1]!.text, start, start + word[0].length, word[0]);
});
