import { expect, test } from '@playwright/test';
import type { WireDataset } from '@marginalia/core';
import { ownerApi } from '../bench/bench-api';
import { seedSpanDataset } from '../bench/bench-datasets';
import { spanTextPoints } from '../bench/spanTextPoints';
import { openAnnotation } from './testing/annotationPage';

test('a long span text: a word across two of its text nodes is tagged whole, and its label sits above it', async ({
  page,
  request,
  baseURL,
}) => {
  // Several thousand characters: the field renders them as consecutive text nodes of 1,024 characters.
  const characters = 4096 + Math.floor(Math.random() * 1000);
  const dataset = await seedSpanDataset(ownerApi(baseURL!), characters, 3);
  await openAnnotation(page, request, { id: dataset.id } as WireDataset);
  const textbox = page.getByRole('textbox', { name: dataset.questionTitle });
  await expect(textbox).toHaveText(dataset.text);
  expect(await textbox.evaluate((element) => element.childNodes.length)).toBeGreaterThan(3);

  // A word that one text node ends and the next begins (the nodes hold 1,024 characters each).
  const words = [...dataset.text.matchAll(/[A-Za-z]+/g)];
  const crossing = (match: RegExpMatchArray) =>
    Math.floor(match.index! / 1024) !== Math.floor((match.index! + match[0].length - 1) / 1024);
  const word = words.find(crossing);
  if (!word) throw new Error('the generated text has no word across a text node boundary');
  const [start, end] = [word.index!, word.index! + word[0].length];
  const label = dataset.labels[1]!.text;
  await page.getByRole('radio', { name: label }).check();
  const points = await textbox.evaluate(spanTextPoints, [start, end] as const);
  await page.mouse.move(points.from.x, points.from.y);
  await page.mouse.down();
  await page.mouse.move(points.to.x, points.to.y, { steps: 5 });
  await page.mouse.up();

  const badge = page.getByRole('button', { name: `${label} span: ${word[0]}`, exact: true });
  await expect(badge).toBeVisible();
  // Its label sits just above the word's first character.
  const box = (await badge.boundingBox())!;
  expect(Math.abs(box.x - (points.from.x - 1))).toBeLessThan(4);
  expect(points.from.y - (box.y + box.height)).toBeGreaterThanOrEqual(-2);
  expect(points.from.y - box.y).toBeLessThan(60);
});
