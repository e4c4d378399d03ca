import type { Timers } from '../environment/Timers';
import type { Message } from '../messages/Message';
import { COLUMN_NAME_WARNING_DELAY_MS, columnNameProblem, normalizeColumnName } from './columnNames';
import { TABLE_MESSAGE_KEYS } from './tableMessageKeys';

/** A column name being typed (add or rename) and what is wrong with it. */
export interface ColumnNameDraft {
  /** The name as it would be stored (dots → spaces, trimmed). */
  name: string;
  /** The column being renamed, or null when adding one. */
  renaming: string | null;
  /** Why the name cannot be taken (empty, or already used), at once: the confirm button reads it. */
  problem: Message | null;
  /** The duplicate-name warning, shown once the same duplicate has been typed for 500 ms (spec 2 §5). */
  warning: Message | null;
}

/**
 * Tracks a typed column name: the problem right away, the duplicate-name warning only after the name has stayed
 * a duplicate for {@link COLUMN_NAME_WARNING_DELAY_MS} (typing on resets the delay), through injected timers.
 *
 * @example
 * const draft = createColumnNameDraft(timers, (d) => store.setState({ columnName: d }));
 * draft.type('dose', ['dose', 'n'], null); // warning appears 500 ms later
 */
export function createColumnNameDraft(timers: Timers, publish: (draft: ColumnNameDraft | null) => void) {
  let pending: unknown = null;
  const stop = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    type(raw: string, taken: readonly string[], renaming: string | null): void {
      stop();
      const name = normalizeColumnName(raw);
      const problem = columnNameProblem(name, taken, renaming ?? undefined);
      const draft: ColumnNameDraft = { name, renaming, problem, warning: null };
      publish(draft);
      if (problem?.key !== TABLE_MESSAGE_KEYS.columnExists) return;
      pending = timers.setTimeout(() => {
        pending = null;
        publish({ ...draft, warning: problem });
      }, COLUMN_NAME_WARNING_DELAY_MS);
    },
    close(): void {
      stop();
      publish(null);
    },
    dispose: stop,
  };
}
