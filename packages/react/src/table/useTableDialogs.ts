import { useCallback, useState } from 'react';
import { translateMessage, type Translate } from '../hooks/useT';
import type { OpenMenu } from './ReferenceTableDialogs';
import type { MenuActions } from './tableMenuEntries';

/**
 * What of a reference table is open: a menu or 'Filter values', the column name form, a reference's details, and
 * the message of an intent the model refused. Gives the menus' actions that open them.
 */
export function useTableDialogs(t: Translate) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [naming, setNaming] = useState<{ renaming: string | null } | null>(null);
  const [reference, setReference] = useState<{ column: string; value: unknown } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const report = useCallback(
    (outcome: { ok: boolean; error?: { key: string; params?: Record<string, unknown> } }) =>
      setRefused(outcome.ok || !outcome.error ? null : translateMessage(t, outcome.error)),
    [t],
  );
  const actions: MenuActions = {
    report,
    nameColumn: (renaming) => setNaming({ renaming }),
    filterValues: (column) => setMenu({ kind: 'filter', column, at: menu?.at ?? { x: 0, y: 0 } }),
    showReference: (column, value) => setReference({ column, value }),
  };

  return { menu, setMenu, naming, setNaming, reference, setReference, refused, setRefused, report, actions };
}
