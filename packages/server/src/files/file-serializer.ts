import type { WireObjectMetadata } from '@marginalia/core';
import type { ObjectVersion } from '../storage/object-store';

/** `Last-Modified` of a file response: `YYYY-MM-DDTHH:MM:SSZ` (contract §19). */
export function lastModifiedHeader(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * A stored version as the file calls answer it (`ObjectMetadata`). `versionTag` is `v<n>`, the version's
 * place among its object's versions; `includeVersion: false` hides the version id (the list call's
 * `include_version=false`).
 */
export function serializeObjectVersion(
  version: ObjectVersion,
  versionTag: string | null,
  includeVersion = true,
): WireObjectMetadata {
  return {
    bucket_name: version.bucket,
    object_name: version.key,
    last_modified: version.lastModified.toISOString(),
    is_latest: version.isLatest,
    etag: version.etag,
    size: version.size,
    content_type: version.contentType,
    version_id: includeVersion ? version.versionId : null,
    version_tag: versionTag,
    metadata: Object.keys(version.metadata).length > 0 ? version.metadata : null,
  };
}

/** The `v1`, `v2`, … tag of each version id, by the order versions of each object were written. */
export function versionTags(versions: readonly ObjectVersion[]): Map<string, string> {
  const counts = new Map<string, number>();
  const tags = new Map<string, string>();
  for (const version of versions) {
    const n = (counts.get(version.key) ?? 0) + 1;
    counts.set(version.key, n);
    tags.set(`${version.key}\u0000${version.versionId}`, `v${n}`);
  }
  return tags;
}

/** Looks up a tag made by {@link versionTags}. */
export function tagOf(tags: Map<string, string>, version: ObjectVersion): string | null {
  return tags.get(`${version.key}\u0000${version.versionId}`) ?? null;
}
