import { expect, test, type Locator } from '@playwright/test';
import type { WireDataset } from '@marginalia/core';
import { ownerApi } from '../bench/bench-api';
import { seedSpanDataset } from '../bench/bench-datasets';
import { openAnnotation } from './annotation/annotationPage';

/** The mouse points at the first and the last character of `[from, to)` in a text rendered as several text nodes. */
async function charPoints(textbox: Locator, from: number, to: number) {
  return textbox.evaluate(
    (element, [start, end]) => {
      const charRect = (offset: number) => {
        let rest = offset;
        for (const node of Array.from(element.childNodes) as Text[]) {
          if (rest < node.length) {
            const range = document.createRange();
            range.setStart(node, rest);
            range.setEnd(node, rest + 1);
            return range.getClientRects()[0]!;
          }
          rest -= node.length;
        }
        throw new Error(`no character at ${offset}`);
      };
      const first = charRect(start!);
      if (first.top < 80 || first.bottom > window.innerHeight - 80) {
        // The nearest scrolling ancestor (or the page) brings the word to the middle.
        let scroller: Element | null = element.parentElement;
        while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
          scroller = scroller.parentElement;
        }
        const delta = first.top - window.innerHeight / 2;
        if (scroller) scroller.scrollTop += delta;
        else window.scrollBy(0, delta);
      }
      const a = charRect(start!);
      const b = charRect(end! - 1);
      return { from: { x: a.left + 1, y: a.top + a.height / 2 }, to: { x: b.right - 1, y: b.top + b.height / 2 } };
    },
    [from, to],
  );
}

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
  const points = await charPoints(textbox, start, end);
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
