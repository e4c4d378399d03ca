import { useEffect, useRef } from 'react';
import {
  COMMENTS_MESSAGE_KEYS,
  mentionedRecordsQuery,
  readNewMentions,
  type KeyValueStorage,
  type Marginalia,
} from '@marginalia/core';
import { annotationPath } from '../../datasets/datasetPaths';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useNotify } from '../../notifications/useNotifications';
import { useMarginalia, useNavigation } from '../../provider/MarginaliaProvider';

/**
 * Once per signed-in user and load of the app, shows the open mentions not shown before on this browser as
 * notifications ("ann mentioned you on a record of Tweets"), each with a button to the records that mention the
 * user in that dataset.
 *
 * @example
 * useMentionNotifications(window.localStorage);
 */
export function useMentionNotifications(storage: KeyValueStorage, sdk?: Marginalia): void {
  const { client, session } = useMarginalia(sdk);
  const userId = useStoreSelector(session, (s) => s.user?.id ?? null);
  const navigation = useNavigation();
  const notify = useNotify();
  // The latest notify and navigation without reading the mentions again when they change.
  const latest = useRef({ notify, navigation });
  latest.current = { notify, navigation };
  useEffect(() => {
    if (!userId) return;
    // Shown even when the effect was undone meanwhile (React's development double run): the mentions are marked
    // as shown when read, so the run that reads them is the one to show them.
    void readNewMentions({ client, storage, userId }).then((notices) => {
      for (const { mention, message } of notices) {
        latest.current.notify({
          message,
          type: 'info',
          button: {
            label: { key: COMMENTS_MESSAGE_KEYS.openRecord },
            onClick: () =>
              latest.current.navigation.navigate(
                `${annotationPath(mention.dataset_id)}?${mentionedRecordsQuery()}`,
              ),
          },
        });
      }
    });
  }, [client, storage, userId]);
}
