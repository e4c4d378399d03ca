import type { ApiClient } from '../api/createApiClient';
import { FILE_VERSION_HEADERS, SCHEMAS_PREFIX } from '../api/wire/files';
import { tableSchemaFileSchema, type TableSchemaFile } from '../api/wire/tables';

/** Which version of a schema file was served (from the response headers; null when a header is missing). */
export interface SchemaVersion {
  versionId: string | null;
  /** `v1`, `v2`, … */
  versionTag: string | null;
  etag: string | null;
  /** `YYYY-MM-DDTHH:MM:SSZ`. */
  lastModified: string | null;
  /** False when a newer version exists: the table shows the 'not latest' marker. */
  isLatest: boolean | null;
}

/** A schema file with the version it is. */
export interface LoadedSchema {
  schema: TableSchemaFile;
  version: SchemaVersion;
}

/** Loads a schema by name, at `versionId` or the latest. Rejects when it cannot be fetched or read. */
export type SchemaLoader = (schemaName: string, versionId?: string) => Promise<LoadedSchema>;

/**
 * Reads the version headers of a file response.
 *
 * @example
 * readSchemaVersion(response.headers); // { versionId: '…', versionTag: 'v2', isLatest: true, … }
 */
export function readSchemaVersion(headers: Headers): SchemaVersion {
  const isLatest = headers.get(FILE_VERSION_HEADERS.isLatest);
  return {
    versionId: headers.get(FILE_VERSION_HEADERS.versionId),
    versionTag: headers.get(FILE_VERSION_HEADERS.versionTag),
    etag: headers.get(FILE_VERSION_HEADERS.etag),
    lastModified: headers.get(FILE_VERSION_HEADERS.lastModified),
    isLatest: isLatest === null ? null : isLatest.toLowerCase() === 'true',
  };
}

/**
 * Loads schema files of a workspace through the API client: `GET /file/{workspace}/schemas/{name}` with the
 * optional `version_id` (spec 2 §7). A body that is not a schema rejects.
 *
 * @example
 * const loadSchema = createSchemaLoader(client, 'team');
 * const { schema, version } = await loadSchema('Outcome', table.schema.version_id ?? undefined);
 */
export function createSchemaLoader(client: ApiClient, workspaceName: string): SchemaLoader {
  return async (schemaName, versionId) => {
    const { body, headers } = await client.getFile(workspaceName, `${SCHEMAS_PREFIX}${schemaName}`, {
      ...(versionId ? { versionId } : {}),
    });
    const text = typeof body === 'string' ? safeJson(body) : body;
    const parsed = tableSchemaFileSchema.safeParse(text);
    if (!parsed.success) throw new Error(`'${schemaName}' is not a table schema`);
    return { schema: parsed.data, version: readSchemaVersion(headers) };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
