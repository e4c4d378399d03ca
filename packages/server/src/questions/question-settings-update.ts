import {
  pyRepr,
  visibleOptionsMessage,
  type QuestionSettingsUpdateParsed,
  type WireQuestionSettings,
} from '@marginalia/core';
import { UnprocessableEntityError } from '../errors/api-errors';

/**
 * What `PATCH /questions/{id}` may change in a question's settings, with the original server's rules and
 * messages: the type never changes; label, multi-label and span questions keep their option values (text,
 * description and order may change) and their `visible_options` fits the options; a span question's
 * `allow_overlapping` never goes from true to false. Dynamic label questions change options freely.
 */

type Option = { value: string; text: string; description?: string | null };

/** Types whose options are checked against the stored ones (the dynamic types are not). */
const CHECKED_OPTION_TYPES = new Set(['label_selection', 'multi_label_selection', 'span']);

function checkOptions(stored: readonly Option[], update: readonly Option[]): void {
  if (stored.length !== update.length) {
    throw new UnprocessableEntityError(
      `the number of options cannot be modified. expected ${stored.length} but got ${update.length}`,
    );
  }
  // The original compares the two lists sorted by value, pair by pair, and reports the update's side.
  const byValue = (a: Option, b: Option) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  const sortedStored = [...stored].sort(byValue);
  const unexpected = [...update]
    .sort(byValue)
    .filter((option, index) => option.value !== sortedStored[index]?.value)
    .map((option) => option.value);
  if (unexpected.length > 0) {
    throw new UnprocessableEntityError(
      `the option values cannot be modified. found unexpected option values: ${pyRepr(unexpected)}`,
    );
  }
}

function checkVisibleOptions(
  stored: { options: readonly Option[] },
  visible: number | null | undefined,
): void {
  if (visible !== null && visible !== undefined && visible > stored.options.length) {
    throw new UnprocessableEntityError(visibleOptionsMessage(stored.options.length));
  }
}

/** Checks an update against the stored settings (422 with the original's message on the first broken rule). */
function checkUpdate(stored: WireQuestionSettings, update: QuestionSettingsUpdateParsed): void {
  if (update.type !== stored.type) {
    throw new UnprocessableEntityError(
      `question type cannot be changed. expected '${stored.type}' but got '${update.type}'`,
    );
  }
  if (!('options' in stored) || !CHECKED_OPTION_TYPES.has(stored.type)) return;
  if ('options' in update && update.options) checkOptions(stored.options as Option[], update.options);
  if ('visible_options' in update)
    checkVisibleOptions(stored as { options: Option[] }, update.visible_options);
  // As in the original, an update that leaves `allow_overlapping` out reads as `false` here.
  if (
    stored.type === 'span' &&
    update.type === 'span' &&
    stored.allow_overlapping &&
    !update.allow_overlapping
  ) {
    throw new UnprocessableEntityError(
      "'allow_overlapping' can't be disabled because responses may become inconsistent",
    );
  }
}

/**
 * The stored settings with the update's keys shallow-merged in, after the checks. Keys sent as `null` where
 * null means nothing (`options`, `allow_overlapping`) keep the stored value; `visible_options: null` clears it.
 *
 * @example
 * mergeQuestionSettings(stored, { type: 'label_selection', visible_options: 3 });
 */
export function mergeQuestionSettings(
  stored: WireQuestionSettings,
  update: QuestionSettingsUpdateParsed,
): WireQuestionSettings {
  checkUpdate(stored, update);
  const changes = Object.fromEntries(
    Object.entries(update).filter(
      ([key, value]) => value !== undefined && (value !== null || key === 'visible_options'),
    ),
  );
  return { ...stored, ...changes } as WireQuestionSettings;
}
