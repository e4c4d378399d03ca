import { pyRepr, pyType, type WireFieldSettings } from '@marginalia/core';

/** A field as record validation needs it. */
export interface FieldRule {
  name: string;
  required: boolean;
  settings: WireFieldSettings;
}

const IMAGE_URL_MAX = 2038;
const DATA_URL_MAX = 5_000_000;
const DATA_URL = /^data:image\/(avif|gif|ico|jpeg|jpg|png|svg\+xml|svg|webp)[;,]/i;
const CHAT_MAX_MESSAGES = 500;

function typeName(value: unknown): string {
  return pyType(value).slice(8, -2);
}

function wrongValue(name: string, expected: string, value: unknown): string {
  return `Wrong value found for field ${pyRepr(name)}. Expected ${pyRepr(expected)}, found ${pyRepr(typeName(value))}`;
}

function imageProblem(name: string, value: unknown): string | null {
  if (typeof value !== 'string') return wrongValue(name, 'str', value);
  if (DATA_URL.test(value)) {
    return value.length <= DATA_URL_MAX
      ? null
      : `image field ${pyRepr(name)} data URL is longer than ${DATA_URL_MAX} characters`;
  }
  if (/^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value) && value.length <= IMAGE_URL_MAX) return null;
  return `image field ${pyRepr(name)} value must be a valid http(s) URL of at most ${IMAGE_URL_MAX} characters or an image data URL`;
}

function chatProblem(name: string, value: unknown): string | null {
  if (!Array.isArray(value)) return wrongValue(name, 'list', value);
  if (value.length > CHAT_MAX_MESSAGES)
    return `chat field ${pyRepr(name)} has more than ${CHAT_MAX_MESSAGES} messages`;
  for (const message of value) {
    const ok =
      typeof message === 'object' &&
      message !== null &&
      typeof (message as { role?: unknown }).role === 'string' &&
      typeof (message as { content?: unknown }).content === 'string';
    if (!ok) return `chat field ${pyRepr(name)} messages must be objects with string 'role' and 'content'`;
    const { role, content } = message as { role: string; content: string };
    if (role.length < 1 || role.length > 20)
      return `chat field ${pyRepr(name)} message role must have 1 to 20 characters`;
    if (content.length < 1 || content.length > 20000) {
      return `chat field ${pyRepr(name)} message content must have 1 to 20000 characters`;
    }
  }
  return null;
}

function valueProblem(field: FieldRule, value: unknown): string | null {
  switch (field.settings.type) {
    case 'text':
      return typeof value === 'string' ? null : wrongValue(field.name, 'str', value);
    case 'image':
      return imageProblem(field.name, value);
    case 'chat':
      return chatProblem(field.name, value);
    case 'custom':
      return typeof value === 'object' && !Array.isArray(value)
        ? null
        : wrongValue(field.name, 'dict', value);
    case 'table':
      return typeof value === 'string' || (typeof value === 'object' && !Array.isArray(value))
        ? null
        : wrongValue(field.name, 'dict', value);
  }
}

/**
 * Validates a record's field values against the dataset's fields (contract §9, §13.4) and returns
 * the reason, or null: only configured fields, required ones non-null, each value of its type.
 */
export function recordFieldsProblem(
  fields: Record<string, unknown>,
  rules: readonly FieldRule[],
): string | null {
  const unknown = Object.keys(fields).filter((name) => !rules.some((r) => r.name === name));
  if (unknown.length > 0) return `found fields values for non configured fields: ${pyRepr(unknown)}`;
  for (const rule of rules) {
    const value = fields[rule.name];
    if (value === undefined || value === null) {
      if (rule.required) return `missing required value for field: ${pyRepr(rule.name)}`;
      continue;
    }
    const problem = valueProblem(rule, value);
    if (problem) return problem;
  }
  return null;
}
