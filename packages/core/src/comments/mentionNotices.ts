import type { ApiClient } from '../api/createApiClient';
import type { WireMention } from '../api/wire/comments';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { createMessage, type Message } from '../messages/Message';
import { COMMENTS_MESSAGE_KEYS } from './commentsMessageKeys';

/** A mention to show as a notification: what it says and where it is. */
export interface MentionNotice {
  mention: WireMention;
  message: Message;
}

/** The storage key of the mentions already shown to a user on this browser. */
export const seenMentionsKey = (userId: string) => `marginalia.mentions.seen.${userId}`;

function readSeen(storage: KeyValueStorage, userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(seenMentionsKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The notification text of a mention. */
export function mentionMessage(mention: WireMention): Message {
  return mention.username === null
    ? createMessage(COMMENTS_MESSAGE_KEYS.mentionedAnonymous, { dataset: mention.dataset_name })
    : createMessage(COMMENTS_MESSAGE_KEYS.mentioned, {
        username: mention.username,
        dataset: mention.dataset_name,
      });
}

/**
 * The user's open mentions not shown before on this browser, newest first, read once when the app loads
 * (`GET /me/mentions`). They are then remembered as shown: the next load shows only newer ones. The remembered
 * list keeps only the mentions still open, so it stays as short as the answer. A failed read shows nothing: a
 * notification is a hint, never in the way.
 *
 * @example
 * for (const notice of await readNewMentions({ client, storage, userId })) notifications.show({ message: notice.message });
 */
export async function readNewMentions({
  client,
  storage,
  userId,
}: {
  client: Pick<ApiClient, 'getMyMentions'>;
  storage: KeyValueStorage;
  userId: string;
}): Promise<MentionNotice[]> {
  let mentions: WireMention[];
  try {
    mentions = (await client.getMyMentions({ cache: 'bypass' })).items;
  } catch {
    return [];
  }
  const seen = readSeen(storage, userId);
  try {
    storage.setItem(seenMentionsKey(userId), JSON.stringify(mentions.map((m) => m.comment_id)));
  } catch {
    // A full or refused storage shows the same mentions again next time; nothing else to do.
  }
  return mentions
    .filter((mention) => !seen.has(mention.comment_id))
    .map((mention) => ({ mention, message: mentionMessage(mention) }));
}

/**
 * The annotation URL query that lists the records mentioning the user, whatever their status ("All data" with
 * the comment filter "mentions me"): where a mention's notification leads. Written out, not serialised from the
 * criteria, so the app shell that shows the notifications does not load the criteria's URL format (a test reads
 * it back with `parseCriteriaFromUrl`).
 *
 * @example
 * navigate(`/dataset/${id}/annotation-mode?${MENTIONED_RECORDS_QUERY}`);
 */
export const MENTIONED_RECORDS_QUERY = 'status=valid&comments=mentions';
