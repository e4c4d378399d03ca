/**
 * Message keys of the history (issue #29), in namespace `history` (`locales/<lng>/history.json`): the lines of a
 * record's history, the relative times, and the dataset history's entity and action names.
 */
export const HISTORY_MESSAGE_KEYS = {
  /** Params `{ user, answer }`: the first segment of an answer's line, by its status. */
  submitted: 'line.submitted',
  savedDraft: 'line.savedDraft',
  discarded: 'line.discarded',
  /** Params `{ user, answer }`: a later change of an answer's values. */
  changedTo: 'line.changedTo',
  /** Params `{ user }`: a later change of an answer's status alone. */
  submittedBy: 'line.submittedBy',
  draftBy: 'line.draftBy',
  discardedBy: 'line.discardedBy',
  /** Params `{ user }`: a rejection sent the answer back to draft. */
  sentBackBy: 'line.sentBackBy',
  /** Params `{ user }`. */
  deletedBy: 'line.deletedBy',
  /** Params `{ user, answer }`: a reviewer accepted a gold answer. */
  reviewAccepted: 'line.reviewAccepted',
  /** Params `{ user, comment }`. */
  reviewRejected: 'line.reviewRejected',
  /** Params `{ user }`. */
  reviewWithdrawn: 'line.reviewWithdrawn',
  /** Params `{ user }`: the record itself. */
  recordCreated: 'line.recordCreated',
  recordEdited: 'line.recordEdited',
  recordDeleted: 'line.recordDeleted',
  /** Params `{ user, answer }`: a suggestion. */
  suggestionAdded: 'line.suggestionAdded',
  suggestionChanged: 'line.suggestionChanged',
  /** Params `{ user }`. */
  suggestionRemoved: 'line.suggestionRemoved',
  /** Params `{ user, entity, action }`: any other entry (settings), with the entity and action keys' texts. */
  other: 'line.other',
  /** Who, when no user is known (deleted, or no user made the change). */
  someone: 'someone',
  /** Relative times; `{ count }` with i18next plurals. */
  justNow: 'ago.justNow',
  minutesAgo: 'ago.minutes',
  hoursAgo: 'ago.hours',
  daysAgo: 'ago.days',
  monthsAgo: 'ago.months',
  yearsAgo: 'ago.years',
  /** The record's history has no entry. */
  empty: 'empty',
} as const;

/** The key of an entity's name in the dataset history (`entity.response`, `entity.field`, …). */
export function historyEntityKey(entity: string): string {
  return `entity.${entity}`;
}

/** The key of an action's name in the dataset history (`action.create`, …). */
export function historyActionKey(action: string): string {
  return `action.${action}`;
}

/**
 * A history message's params ready for i18next: each `<name>Key` param (a key of namespace `history`, such as the
 * "someone" of an unknown user or an entity's name) becomes `<name>` with its text, through `translate`.
 *
 * @example
 * t(message.key, historyMessageParams(message.params, (key) => t(key)));
 */
export function historyMessageParams(
  params: Record<string, unknown> | undefined,
  translate: (key: string) => string,
): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name.endsWith('Key') && typeof value === 'string') resolved[name.slice(0, -3)] = translate(value);
    else resolved[name] = value;
  }
  return resolved;
}
