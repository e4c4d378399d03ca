import {
  COMMENTS_MESSAGE_KEYS,
  MENTIONED_RECORDS_QUERY,
  readNewMentions,
  type ApiClient,
  type KeyValueStorage,
  type NotificationInput,
} from '@marginalia/core';
import { annotationPath } from '../../datasets/datasetPaths';

/** What {@link showNewMentions} reads with and shows through. */
export interface MentionNoticeTargets {
  client: ApiClient;
  storage: KeyValueStorage;
  userId: string;
  notify(input: NotificationInput): unknown;
  navigate(to: string): void;
}

/**
 * Shows the user's new mentions (`readNewMentions`) as notifications, each with a button to the records of its
 * dataset that mention the user.
 *
 * @example
 * await showNewMentions({ client, storage, userId, notify, navigate });
 */
export async function showNewMentions({
  client,
  storage,
  userId,
  notify,
  navigate,
}: MentionNoticeTargets): Promise<void> {
  for (const { mention, message } of await readNewMentions({ client, storage, userId })) {
    notify({
      message,
      type: 'info',
      button: {
        label: { key: COMMENTS_MESSAGE_KEYS.openRecord },
        onClick: () => navigate(`${annotationPath(mention.dataset_id)}?${MENTIONED_RECORDS_QUERY}`),
      },
    });
  }
}
