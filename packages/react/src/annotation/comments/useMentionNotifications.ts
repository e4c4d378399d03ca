import { useEffect, useRef } from 'react';
import type { KeyValueStorage, Marginalia } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { lazyModule } from '../../lazy/lazyModule';
import { useNotify } from '../../notifications/useNotifications';
import { useMarginalia, useNavigation } from '../../provider/MarginaliaProvider';

// Read once per load of the app: the code loads after the first paint, not with every page (issue #12's budget).
const showNewMentionsModule = lazyModule(() => import('./showNewMentions').then((m) => m.showNewMentions));

/** Options of {@link useMentionNotifications}. */
export interface MentionNotificationsOptions {
  /**
   * False while the page's own first content is on its way (e.g. the annotation page's first record): the
   * mentions, a hint, are read once it turns true, so they do not compete with it. True by default.
   */
  ready?: boolean;
}

/**
 * Once per signed-in user and load of the app, shows the open mentions not shown before on this browser as
 * notifications ("ann mentioned you on a record of Tweets"), each with a button to the records that mention the
 * user in that dataset. A failure shows nothing: the mentions are a hint.
 *
 * @example
 * useMentionNotifications(window.localStorage);
 */
export function useMentionNotifications(
  storage: KeyValueStorage,
  sdk?: Marginalia,
  { ready = true }: MentionNotificationsOptions = {},
): void {
  const { client, session } = useMarginalia(sdk);
  const userId = useStoreSelector(session, (s) => s.user?.id ?? null);
  const navigation = useNavigation();
  const notify = useNotify();
  // The latest notify and navigation without reading the mentions again when they change.
  const latest = useRef({ notify, navigation });
  latest.current = { notify, navigation };
  useEffect(() => {
    if (!userId || !ready) return;
    // Shown even when the effect was undone meanwhile (React's development double run): the mentions are marked
    // as shown when read, so the run that reads them is the one to show them.
    void showNewMentionsModule
      .load()
      .then((show) =>
        show({
          client,
          storage,
          userId,
          notify: (input) => latest.current.notify(input),
          navigate: (to) => latest.current.navigation.navigate(to),
        }),
      )
      .catch(() => undefined);
  }, [client, storage, userId, ready]);
}
