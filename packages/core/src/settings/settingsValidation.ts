import { createMessage, type Message } from '../messages/Message';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';

/** Title and description limits (spec 2 §9). */
export const SETTINGS_LIMITS = {
  questionTitle: 200,
  questionDescription: 500,
  fieldTitle: 500,
  metadataTitle: 500,
  vectorTitle: 500,
  /** The server's limit on guidelines (the original's too; spec 2 §9 names none): past it the save is refused. */
  guidelines: 10_000,
  /** Visible options range from this to the number of options, as the original's slider does. */
  minVisibleOptions: 3,
} as const;

const required = (): Message => createMessage(SETTINGS_MESSAGE_KEYS.required);
const tooLong = (limit: number): Message => createMessage(SETTINGS_MESSAGE_KEYS.tooLong, { limit });

/**
 * Guidelines must say something once trimmed: 'This field is required.'; and stay within the server's limit:
 * 'This must be less than 10000.'
 */
export function validateGuidelines(guidelines: string): Message | null {
  const trimmed = guidelines.trim();
  if (trimmed === '') return required();
  return trimmed.length > SETTINGS_LIMITS.guidelines ? tooLong(SETTINGS_LIMITS.guidelines) : null;
}

/** The distribution's `min_submitted` must be set and at least 1: 'This field is required.' */
export function validateMinSubmitted(minSubmitted: number | null): Message | null {
  return minSubmitted === null || !Number.isInteger(minSubmitted) || minSubmitted < 1 ? required() : null;
}

/** A trimmed text of at most `limit` characters; `isRequired` refuses an empty one. */
export function validateTitle(text: string, limit: number, isRequired: boolean): Message | null {
  const trimmed = text.trim();
  if (isRequired && trimmed === '') return required();
  return trimmed.length > limit ? tooLong(limit) : null;
}

/**
 * Visible options are a whole number from 3 to the number of options: 'Choose a number from {min} to {max}.'
 *
 * @example
 * validateVisibleOptions(2, 5); // the range message
 */
export function validateVisibleOptions(visible: number, optionCount: number): Message | null {
  const min = SETTINGS_LIMITS.minVisibleOptions;
  return Number.isInteger(visible) && visible >= min && visible <= optionCount
    ? null
    : createMessage(SETTINGS_MESSAGE_KEYS.visibleOptionsRange, { min, max: optionCount });
}

/** An option's label (the text annotators see) cannot be empty. */
export function validateOptionText(text: string): Message | null {
  return text.trim() === '' ? createMessage(SETTINGS_MESSAGE_KEYS.optionRequired) : null;
}

/** An empty text is sent as null; any other is sent trimmed. */
export function trimmedOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
