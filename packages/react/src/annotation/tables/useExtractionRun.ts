import { useEffect, useMemo, useRef } from 'react';
import { createExtractionStore, type ApiClient, type ReferenceTableSession } from '@marginalia/core';
import { translateMessage, type Translate } from '../../hooks/useT';
import { useNotificationsStore } from '../../notifications/useNotifications';

export interface ExtractionRunOptions {
  session: ReferenceTableSession;
  client: Pick<ApiClient, 'extractTable'>;
  /** The workspace (by name) the model call is made in. */
  workspace: string;
  t: Translate;
  /** The paper's reference when the table names none (the record's document's). */
  documentReference?: () => Promise<string | null>;
}

/**
 * The core's extraction store for a model fill-in of a table: the rows land as one undoable edit, a failure is a
 * danger notification with the server's message. Made again only for another client, workspace or table.
 */
export function useExtractionRun({ session, client, workspace, t, documentReference }: ExtractionRunOptions) {
  const notifications = useNotificationsStore();
  // Read when a run needs them, so a language change or a new callback does not make a new run store.
  const latest = useRef({ t, documentReference });
  useEffect(() => {
    latest.current = { t, documentReference };
  });
  return useMemo(
    () =>
      createExtractionStore({
        client,
        workspace,
        table: session.table,
        documentReference: async () => (await latest.current.documentReference?.()) ?? null,
        onError: (message) => {
          const text = translateMessage(latest.current.t, message);
          notifications.getState().notify({ message: { key: message.key, text }, type: 'danger', text });
        },
      }),
    [client, workspace, session, notifications],
  );
}
