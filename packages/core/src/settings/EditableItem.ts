import type { RepositoryErrorCode } from '../errors/repositoryErrorCodes';
import type { Message } from '../messages/Message';

/** Where an item's last save stands: 'Saving...' while `saving`, 'Saved' once `saved`. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * One editable settings item: what the server holds (`original`), the person's `edit`, and read-only facts
 * about it (`info`). A save moves `edit` into `original`; a failed one puts the previous `original` back and
 * keeps the edit, so nothing typed is lost.
 */
export interface EditableItem<TDraft, TInfo> {
  id: string;
  info: TInfo;
  original: TDraft;
  edit: TDraft;
  saveStatus: SaveStatus;
  /** Why the last save did not happen: the server's message or 'X is not valid for update'. */
  error: Message | null;
  /** The repository code of the failed save (spec 2 §8). */
  errorCode: RepositoryErrorCode | null;
}

/**
 * A fresh item whose edit equals its original.
 *
 * @example
 * const item = createEditableItem('f1', { name: 'text' }, { title: 'Text', useMarkdown: false });
 */
export function createEditableItem<TDraft, TInfo>(
  id: string,
  info: TInfo,
  draft: TDraft,
): EditableItem<TDraft, TInfo> {
  return { id, info, original: draft, edit: draft, saveStatus: 'idle', error: null, errorCode: null };
}

/** The item with a changed edit: the last save's status and error no longer apply. */
export function withEdit<TDraft, TInfo>(
  item: EditableItem<TDraft, TInfo>,
  change: Partial<TDraft>,
): EditableItem<TDraft, TInfo> {
  return { ...item, edit: { ...item.edit, ...change }, saveStatus: 'idle', error: null, errorCode: null };
}

/** The item back at what the server holds. */
export function restoredItem<TDraft, TInfo>(item: EditableItem<TDraft, TInfo>): EditableItem<TDraft, TInfo> {
  return { ...item, edit: item.original, saveStatus: 'idle', error: null, errorCode: null };
}
