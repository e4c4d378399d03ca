import { tableValueSchema, type TableValue } from '../api/wire/tables';
import { createMessage } from '../messages/Message';
import { reasonOfError } from '../api/messageOfError';
import type { SchemaLoader } from './schemaFile';
import { rulesFor, type TableCommits } from './tableCommits';
import { fromTableValue, type TableDocument } from './tableDocument';
import { EMPTY_HISTORY } from './tableHistory';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';
import type { TableState, TableStateAccess } from './tableState';
import { NO_ERRORS, validateTable } from './validateTable';

function readTable(table: unknown): TableValue | null {
  if (table === null || table === undefined) return null;
  let value: unknown = table;
  if (typeof table === 'string') value = JSON.parse(table) as unknown;
  const parsed = tableValueSchema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not a table');
  return parsed.data;
}

/**
 * Creates the intents that bring a table and its schema in: `load` (the table JSON, then its schema file and a
 * full check), 'Fetch latest schema' (the newest version, recorded in the table's schema info) and
 * `setSchemaLoader` (a loader the host has only later: a table loaded without one fetches its schema then).
 *
 * @example
 * const loading = createTableLoading({ get, set }, options.loadSchema, commits);
 * await loading.load(answer);
 */
export function createTableLoading(
  { get, set }: TableStateAccess,
  initialLoader: SchemaLoader | undefined,
  commits: Pick<TableCommits, 'commit'>,
): Pick<TableState, 'load' | 'fetchLatestSchema' | 'setSchemaLoader'> {
  let loadSchema = initialLoader;
  const useSchema = async (name: string, versionId: string | undefined) => {
    if (!loadSchema) return;
    set({ schemaStatus: 'loading', schemaError: null });
    try {
      const { schema, version } = await loadSchema(name, versionId);
      set({ schema, schemaVersion: version, schemaStatus: 'ready' });
    } catch (error) {
      const schemaError = createMessage(KEYS.schemaFetchFailed, { name, reason: reasonOfError(error) });
      set({ schemaStatus: 'failed', schemaError });
    }
  };
  /** Fetches the schema the loaded table names (when there is a loader), then checks the whole table. */
  const checkAgainstSchema = async () => {
    const doc = get().document;
    const name = doc?.schemaInfo.schemaName;
    if (name) await useSchema(name, doc?.schemaInfo.version_id ?? undefined);
    const current = get().document;
    const rules = rulesFor(current, get().schema);
    set({ rules, validation: current ? validateTable(current.rows, rules) : NO_ERRORS });
  };

  return {
    async load(table) {
      let doc: TableDocument | null;
      try {
        const value = readTable(table);
        doc = value ? fromTableValue(value) : null;
      } catch (error) {
        set({ loadError: createMessage(KEYS.loadFailed, { reason: reasonOfError(error) }), document: null });
        return;
      }
      set({
        document: doc,
        loadError: null,
        schema: doc?.extras.validation ?? null,
        schemaVersion: null,
        schemaStatus: 'none',
        history: EMPTY_HISTORY,
        canUndo: false,
        canRedo: false,
        lastCheck: null,
        errorsHidden: false,
      });
      await checkAgainstSchema();
    },

    async setSchemaLoader(loader) {
      if (loader === loadSchema) return;
      loadSchema = loader;
      // Only a table that named a schema and could not fetch it ('none') is fetched again.
      if (loader && get().schemaStatus === 'none' && get().document?.schemaInfo.schemaName) await checkAgainstSchema();
    },

    async fetchLatestSchema() {
      const doc = get().document;
      const name = doc?.schemaInfo.schemaName;
      if (!doc || !name) return;
      await useSchema(name, undefined);
      const { schema, schemaVersion, schemaStatus } = get();
      if (schemaStatus !== 'ready' || !schema) return;
      const current = get().document ?? doc;
      const schemaInfo = { ...current.schemaInfo, version_id: schemaVersion?.versionId ?? null, is_latest: true };
      commits.commit({ ...current, schemaInfo }, null, get().history);
    },
  };
}
