import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The repository's root (this file is examples/web-app/visual/testing/compare.ts). */
export const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
/** The committed baselines: baselines/<screen>/<theme>-<width>.png. */
export const BASELINES = join(ROOT, 'examples', 'web-app', 'visual', 'baselines');
/** Where a run writes the actual, expected and diff images of every screenshot that differs. */
export const DIFFS = join(ROOT, 'test-reports', 'visual', 'diffs');

/**
 * pixelmatch's per-pixel colour threshold (0–1; its default is 0.1). Anti-aliased pixels are not counted.
 * A screenshot matches its baseline when no pixel differs beyond it: on one machine the rendering is exact, and
 * a one-pixel move of one element changes dozens of pixels (visual/selfTest.visual.ts).
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_PIXELS = 0;

/** `npm run test:visual:update` (MARGINALIA_VISUAL_UPDATE=1) writes the baselines instead of comparing. */
export const UPDATING = process.env.MARGINALIA_VISUAL_UPDATE === '1';

export interface Comparison {
  /** Pixels beyond the threshold (the larger area's pixel count when the sizes differ). */
  diffPixels: number;
  sizeMismatch: boolean;
  /** The diff image (red where pixels differ), when both images have one size. */
  diff?: PNG;
}

/** Compares two PNG images with pixelmatch. */
export function comparePngs(actual: Buffer, expected: Buffer): Comparison {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) {
    return { diffPixels: Math.max(a.width * a.height, e.width * e.height), sizeMismatch: true };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { diffPixels, sizeMismatch: false, diff };
}

export const baselinePath = (screen: string, shot: string) => join(BASELINES, screen, `${shot}.png`);

/** The committed baseline's bytes, if there is one. */
export function readBaseline(screen: string, shot: string): Buffer | null {
  const path = baselinePath(screen, shot);
  return existsSync(path) ? readFileSync(path) : null;
}

/**
 * Checks a screenshot against its committed baseline; with MARGINALIA_VISUAL_UPDATE=1 writes it as the
 * baseline instead (only when it differs, so an update leaves unchanged screens untouched in git). Answers null
 * when it matches (or was written), else what differs; the actual, expected and diff images then go to
 * test-reports/visual/diffs/<screen>/.
 */
export function checkAgainstBaseline(screen: string, shot: string, actual: Buffer): string | null {
  const baseline = baselinePath(screen, shot);
  const known = existsSync(baseline) ? readFileSync(baseline) : null;
  // The same bytes are the same picture: most shots of a still screen are (stableScreenshot returns at once
  // then), and decoding both PNGs and comparing them pixel by pixel took ~0.3–1 s of CPU a shot.
  const identical = known !== null && actual.equals(known);
  const comparison = known && !identical ? comparePngs(actual, known) : null;
  const matches = identical || (comparison !== null && !comparison.sizeMismatch && comparison.diffPixels <= MAX_DIFF_PIXELS);
  const out = join(DIFFS, screen);
  for (const kind of ['actual', 'expected', 'diff']) rmSync(join(out, `${shot}.${kind}.png`), { force: true });
  if (UPDATING) {
    if (!matches) {
      mkdirSync(dirname(baseline), { recursive: true });
      writeFileSync(baseline, actual);
    }
    return null;
  }
  if (matches) return null;
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${shot}.actual.png`), actual);
  if (!known || !comparison) return `no baseline ${relative(ROOT, baseline)} (npm run test:visual:update writes it)`;
  writeFileSync(join(out, `${shot}.expected.png`), known);
  if (comparison.diff) writeFileSync(join(out, `${shot}.diff.png`), PNG.sync.write(comparison.diff));
  const where = relative(ROOT, join(out, `${shot}.*.png`));
  return comparison.sizeMismatch
    ? `size differs from the baseline (${where})`
    : `${comparison.diffPixels} pixels differ from the baseline (${where})`;
}
