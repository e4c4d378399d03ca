import type { TableValue } from '../api/wire/tables';
import type { Timers } from '../environment/Timers';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { sessionLifecycle } from '../observer/sessionLifecycle';
import { normalizeColumnName } from './columnNames';
import { createTableLayoutStore } from './createTableLayoutStore';
import { createTableStore, type EditOutcome } from './createTableStore';
import type { ReferenceValues } from './rowRules';
import type { SchemaLoader } from './schemaFile';

/** What a reference table on a page needs from its host. */
export interface ReferenceTableSessionOptions {
  editable?: boolean;
  loadSchema?: SchemaLoader;
  referenceValues?: ReferenceValues;
  /** Receives the table JSON after every change (null once deleted). */
  onChange?(value: TableValue | null): void | Promise<void>;
  /** Where widths, frozen columns and filters are kept, under `layoutKey`. */
  storage?: KeyValueStorage;
  layoutKey?: string;
  timers?: Timers;
}

/**
 * One reference table on a page: the table model, its layout, and the intents that touch both. `receive` loads
 * a value from the host unless it is the one the table itself just sent (an answer echoed back by the form), so
 * saving never resets undo history.
 *
 * @example
 * const session = createReferenceTableSession({ loadSchema, onChange: save, storage, layoutKey: 'table-layout:ds:q' });
 * await session.receive(answer);
 * session.renameColumn('n', 'count');
 * session.dispose();
 */
export function createReferenceTableSession(options: ReferenceTableSessionOptions = {}) {
  // The text of the last value sent is made only when a value that is not the same object comes back: after
  // each edit of a 10,000-row table the host usually hands back the very object.
  let sent: { value: TableValue | null; json?: string } | null = null;
  const table = createTableStore({
    editable: options.editable,
    loadSchema: options.loadSchema,
    referenceValues: options.referenceValues,
    timers: options.timers,
    onChange: (value) => {
      sent = { value };
      return options.onChange?.(value);
    },
  });
  const layout = createTableLayoutStore({
    storage: options.storage,
    key: options.layoutKey,
    timers: options.timers,
  });

  const isEcho = (value: unknown) => {
    if (!sent) return false;
    if (value === sent.value) return true;
    if (value === undefined) return sent.value === null;
    sent.json ??= JSON.stringify(sent.value);
    return (typeof value === 'string' ? value : JSON.stringify(value)) === sent.json;
  };

  return {
    table,
    layout,
    /** Loads the host's value (table JSON, its text, or null) unless it is the table's own last change. */
    async receive(value: unknown): Promise<void> {
      if (isEcho(value)) return;
      sent = null;
      await table.getState().load(value ?? null);
    },
    renameColumn(from: string, to: string): EditOutcome {
      const outcome = table.getState().renameColumn(from, to);
      if (outcome.ok) layout.getState().renameColumn(from, normalizeColumnName(to));
      return outcome;
    },
    deleteColumn(name: string): EditOutcome {
      const outcome = table.getState().deleteColumn(name);
      if (outcome.ok) layout.getState().renameColumn(name, null);
      return outcome;
    },
    // Nothing to start (no sync, no load): disposal only, once.
    dispose: sessionLifecycle(
      () => () => {},
      () => {
        table.getState().dispose();
        layout.getState().dispose();
      },
    ).dispose,
  };
}

/** A reference table session (see {@link createReferenceTableSession}). */
export type ReferenceTableSession = ReturnType<typeof createReferenceTableSession>;
