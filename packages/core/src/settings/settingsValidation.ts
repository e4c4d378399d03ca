import { createMessage, type Message } from '../messages/Message';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';

/** Title and description limits (spec 2 §9). */
export const SETTINGS_LIMITS = {
  questionTitle: 200,
  questionDescription: 500,
  fieldTitle: 500,
  metadataTitle: 500,
  vectorTitle: 500,
} as const;

const required = (): Message => createMessage(SETTINGS_MESSAGE_KEYS.required);
const tooLong = (limit: number): Message => createMessage(SETTINGS_MESSAGE_KEYS.tooLong, { limit });

/** Guidelines must say something once trimmed: 'This field is required.' */
export function validateGuidelines(guidelines: string): Message | null {
  return guidelines.trim() === '' ? required() : null;
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

/** An option's label (the text annotators see) cannot be empty. */
export function validateOptionText(text: string): Message | null {
  return text.trim() === '' ? createMessage(SETTINGS_MESSAGE_KEYS.optionRequired) : null;
}

/** An empty text is sent as null; any other is sent trimmed. */
export function trimmedOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
