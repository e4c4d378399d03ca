import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUGGESTION_TYPES } from '@marginalia/core';
import { z } from 'zod';
import { packageRoot } from '../config/server-config';

/** The folder holding the demo data files, resolved from the package root (works from src and dist). */
export function demoDataDir(): string {
  return join(packageRoot(), 'demo-data');
}

/** Slugs of the demo datasets, seeded in this order: `<slug>.dataset.json` + `<slug>.records.jsonl`. */
export const DEMO_DATASET_SLUGS = [
  'product-reviews',
  'news-qa-ranking',
  'trial-outcomes',
  'paper-extraction',
] as const;

/** A suggestion in a demo record names its question instead of an id (ids exist only after seeding). */
const demoSuggestionSchema = z.object({
  question: z.string(),
  value: z.unknown(),
  score: z.union([z.number(), z.array(z.number())]).nullish(),
  agent: z.string().nullish(),
  type: z.enum(SUGGESTION_TYPES).nullish(),
});

const demoRecordSchema = z.object({
  external_id: z.string(),
  fields: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()).optional(),
  suggestions: z.array(demoSuggestionSchema).default([]),
  vectors: z.record(z.string(), z.array(z.number())).default({}),
});

export type DemoRecord = z.output<typeof demoRecordSchema>;

/** Settings of a demo dataset; each list item is the body of the matching create endpoint. */
const demoSettingsSchema = z.object({
  dataset: z.record(z.string(), z.unknown()),
  fields: z.array(z.record(z.string(), z.unknown())),
  questions: z.array(z.record(z.string(), z.unknown())),
  metadata_properties: z.array(z.record(z.string(), z.unknown())).default([]),
  vectors_settings: z.array(z.record(z.string(), z.unknown())).default([]),
});

export type DemoSettings = z.output<typeof demoSettingsSchema>;

/** Reads one demo dataset's settings and records from `demo-data/`. */
export function readDemoDataset(
  slug: string,
  dir: string = demoDataDir(),
): { settings: DemoSettings; records: DemoRecord[] } {
  const settings = demoSettingsSchema.parse(
    JSON.parse(readFileSync(join(dir, `${slug}.dataset.json`), 'utf8')),
  );
  const records = readFileSync(join(dir, `${slug}.records.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => demoRecordSchema.parse(JSON.parse(line)));
  return { settings, records };
}
