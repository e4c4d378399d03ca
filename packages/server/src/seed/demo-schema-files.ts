import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_PREFIX } from '@marginalia/core';
import type { ObjectStore } from '../storage/object-store';
import { demoDataDir } from './demo-dataset-file';

/** `<schema name>@<version tag>` → the version id the stored file got. */
export type DemoSchemaVersions = Map<string, string>;

const PLACEHOLDER = /^\$version:(.+@.+)$/;

/**
 * Stores the demo schema files (`demo-data/schemas/<name>/<tag>.json`, tags in order: v1, v2, …) in the demo
 * workspace's bucket, each tag a new version of `schemas/<name>`.
 */
export async function seedDemoSchemaFiles(
  storage: ObjectStore,
  bucket: string,
  dir: string = join(demoDataDir(), 'schemas'),
): Promise<DemoSchemaVersions> {
  const versions: DemoSchemaVersions = new Map();
  if (!existsSync(dir)) return versions;
  for (const name of readdirSync(dir).sort()) {
    const tags = readdirSync(join(dir, name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
    for (const tag of tags) {
      const body = readFileSync(join(dir, name, `${tag}.json`));
      const stored = await storage.put({
        bucket,
        key: `${SCHEMAS_PREFIX}${name}`,
        body: new Uint8Array(body),
        contentType: 'application/json',
      });
      versions.set(`${name}@${tag}`, stored.versionId);
    }
  }
  return versions;
}

/**
 * A demo suggestion value with its table's `$version:<name>@<tag>` replaced by the stored version id (or
 * dropped when the schema files were not stored).
 */
export function withSchemaVersions(value: unknown, versions: DemoSchemaVersions): unknown {
  if (typeof value !== 'object' || value === null || !('schema' in value)) return value;
  const schema = (value as { schema: unknown }).schema;
  if (typeof schema !== 'object' || schema === null) return value;
  const versionId = (schema as { version_id?: unknown }).version_id;
  const match = typeof versionId === 'string' ? PLACEHOLDER.exec(versionId) : null;
  if (!match) return value;
  const { version_id: _dropped, ...rest } = schema as Record<string, unknown>;
  const resolved = versions.get(match[1] as string);
  return { ...value, schema: resolved ? { ...rest, version_id: resolved } : rest };
}
