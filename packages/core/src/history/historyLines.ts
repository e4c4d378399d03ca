import type { WireHistoryEntry } from '../api/wire/history';
import { createMessage, type Message } from '../messages/Message';
import { historyAnswerText } from './historyAnswerText';
import { historyActionKey, historyEntityKey, HISTORY_MESSAGE_KEYS as KEYS } from './historyMessageKeys';
import { historyTimeAgo } from './historyTimeAgo';

/** One change in a line: what happened (with who) and when. */
export interface HistorySegment {
  entryId: string;
  message: Message;
  /** The wire timestamp, for a full date on hover. */
  at: string;
  ago: Message;
  /** Who made the change (null when unknown). */
  userId: string | null;
}

/**
 * One line of a record's history: an answer's changes in order ("Alice submitted 'positive' · 3 days ago · changed
 * to 'neutral' by Bob · 1 day ago"), or one entry of anything else (a review, the record, a suggestion).
 */
export interface HistoryLine {
  id: string;
  segments: HistorySegment[];
}

interface Snapshot {
  status?: string;
  values?: unknown;
  value?: unknown;
  comment?: string | null;
}

function snapshot(value: unknown): Snapshot | null {
  return value !== null && typeof value === 'object' ? (value as Snapshot) : null;
}

/** Who made the change: the username, or (deleted user, no user) the key of "someone" (`historyMessageParams`). */
function who(entry: WireHistoryEntry): Record<string, string> {
  return entry.username === null ? { userKey: KEYS.someone } : { user: entry.username };
}

const FIRST_BY_STATUS: Record<string, string> = {
  submitted: KEYS.submitted,
  draft: KEYS.savedDraft,
  discarded: KEYS.discarded,
};

const STATUS_CHANGE: Record<string, string> = {
  submitted: KEYS.submittedBy,
  draft: KEYS.draftBy,
  discarded: KEYS.discardedBy,
};

/** The message of one answer entry; `first` when it opens its line. */
function responseMessage(entry: WireHistoryEntry, first: boolean): Message {
  const params = who(entry);
  if (entry.action === 'delete') return createMessage(KEYS.deletedBy, params);
  if (entry.action === 'review') return createMessage(KEYS.sentBackBy, params);
  const before = snapshot(entry.before);
  const after = snapshot(entry.after) ?? {};
  const answer = historyAnswerText(after.values);
  const status = after.status ?? 'submitted';
  if (first) return createMessage(FIRST_BY_STATUS[status] ?? KEYS.submitted, { ...params, answer });
  if (before && historyAnswerText(before.values) === answer && before.status !== status)
    return createMessage(STATUS_CHANGE[status] ?? KEYS.submittedBy, params);
  return createMessage(KEYS.changedTo, { ...params, answer });
}

function reviewMessage(entry: WireHistoryEntry): Message {
  const params = who(entry);
  const after = snapshot(entry.after);
  if (!after) return createMessage(KEYS.reviewWithdrawn, params);
  if (after.status === 'rejected')
    return createMessage(KEYS.reviewRejected, { ...params, comment: after.comment ?? '' });
  return createMessage(KEYS.reviewAccepted, { ...params, answer: historyAnswerText(after.values) });
}

const RECORD_KEYS: Record<string, string> = {
  create: KEYS.recordCreated,
  update: KEYS.recordEdited,
  delete: KEYS.recordDeleted,
};

const SUGGESTION_KEYS: Record<string, string> = {
  create: KEYS.suggestionAdded,
  update: KEYS.suggestionChanged,
  delete: KEYS.suggestionRemoved,
};

/** The message of an entry that is not an answer's (it stands on a line of its own). */
export function historyEntryMessage(entry: WireHistoryEntry): Message {
  const params = who(entry);
  switch (entry.entity) {
    case 'response':
      return responseMessage(entry, entry.action === 'create');
    case 'review':
      return reviewMessage(entry);
    case 'record':
      return createMessage(RECORD_KEYS[entry.action] ?? KEYS.recordEdited, params);
    case 'suggestion': {
      const value = snapshot(entry.after)?.value;
      return createMessage(SUGGESTION_KEYS[entry.action] ?? KEYS.suggestionChanged, {
        ...params,
        answer: historyAnswerText({ suggestion: value }),
      });
    }
    default:
      return createMessage(KEYS.other, {
        ...params,
        entityKey: historyEntityKey(entry.entity),
        actionKey: historyActionKey(entry.action),
      });
  }
}

/**
 * A record's history (entries oldest first) as lines: each answer's entries on one line, in order, the first one
 * saying who answered what; every other entry on a line of its own. Lines keep the order of their first entry.
 *
 * @example
 * historyLines(entries, Date.now()).map((line) => line.segments.map((s) => t(s.message.key, s.message.params)));
 */
export function historyLines(entries: readonly WireHistoryEntry[], nowMs: number): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const answerLines = new Map<string, HistoryLine>();
  for (const entry of entries) {
    const open = entry.entity === 'response' ? answerLines.get(entry.entity_id) : undefined;
    const segment: HistorySegment = {
      entryId: entry.id,
      message:
        entry.entity === 'response' ? responseMessage(entry, open === undefined) : historyEntryMessage(entry),
      at: entry.at,
      ago: historyTimeAgo(entry.at, nowMs),
      userId: entry.user_id,
    };
    if (open) {
      open.segments.push(segment);
      continue;
    }
    const line: HistoryLine = { id: entry.id, segments: [segment] };
    lines.push(line);
    if (entry.entity === 'response' && entry.action !== 'delete') answerLines.set(entry.entity_id, line);
  }
  return lines;
}
