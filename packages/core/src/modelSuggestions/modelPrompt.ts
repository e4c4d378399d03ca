import type { WireQuestionSettings } from '../api/wire/questions';

/**
 * The exact messages a model is sent for one record (issue 30): the rules and the answer's form (system), then the
 * admin's prompt template with its placeholders filled from the record (user). Pure, so the settings' preview and
 * the server's job send the same text.
 *
 * Placeholders: `{{field.<name>}}` (the field's text, other values as JSON), `{{metadata.<key>}}`,
 * `{{question.<name>}}` (its title) and `{{options.<name>}}` (its option values, comma-separated).
 */

/** A chat message of an OpenAI-compatible chat-completions API. */
export interface ModelChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A question as the prompt needs it. */
export interface PromptQuestion {
  name: string;
  title: string;
  settings: WireQuestionSettings;
}

/** A record as the prompt needs it. */
export interface PromptRecord {
  fields: Record<string, unknown>;
  metadata?: Record<string, unknown> | null;
}

/** What a template may name. */
export interface PromptScope {
  fields: readonly string[];
  questions: readonly PromptQuestion[];
}

const PLACEHOLDER = /\{\{\s*([a-z]+)\.([^}]+?)\s*\}\}/g;
const KINDS = ['field', 'metadata', 'question', 'options'] as const;

export const MODEL_SYSTEM_PROMPT =
  'You annotate one record of a dataset. Answer with a single JSON object and nothing else: one key per ' +
  'question below, each holding the answer in the form given.';

function optionValues(settings: WireQuestionSettings): (string | number)[] {
  return 'options' in settings ? settings.options.map((option) => option.value) : [];
}

function list(values: readonly (string | number)[]): string {
  return JSON.stringify(values);
}

/** How one question's answer is written, in words (the JSON schema, when the API takes one, says the same). */
export function answerFormOf(question: PromptQuestion, tableSchema?: string): string {
  const settings = question.settings;
  const options = list(optionValues(settings));
  switch (settings.type) {
    case 'text':
      return 'a text';
    case 'label_selection':
    case 'dynamic_label_selection':
      return `exactly one label among ${options}`;
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return `a list of one or more different labels among ${options}`;
    case 'rating':
      return `one number among ${options}`;
    case 'ranking':
      return `a list of all of ${options}, each once, best first`;
    case 'span':
      return (
        `a list of spans {"start": <index of the first character>, "end": <index after the last character>, ` +
        `"label": one of ${options}} over the text of the field "${settings.field}" (characters counted from 0)`
      );
    case 'table':
      return (
        `{"rows": [...]}: one object per row, with every column of the table "${tableSchema ?? question.name}" ` +
        'as a key and null where the record does not say'
      );
  }
}

/** The placeholders of a template the scope does not know, as written (`{{field.nope}}`). */
export function unknownPlaceholders(template: string, scope: PromptScope): string[] {
  const unknown: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, kind, name] = match as unknown as [string, string, string];
    const known =
      kind === 'field'
        ? scope.fields.includes(name)
        : kind === 'question' || kind === 'options'
          ? scope.questions.some((q) => q.name === name)
          : kind === 'metadata';
    if (!known || !(KINDS as readonly string[]).includes(kind)) unknown.push(whole);
  }
  return unknown;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The template with its placeholders filled from the record; an unknown placeholder stays as written.
 *
 * @example
 * renderPromptTemplate('Sentiment of: {{field.text}}', { fields: { text: 'Great!' } }, []); // 'Sentiment of: Great!'
 */
export function renderPromptTemplate(
  template: string,
  record: PromptRecord,
  questions: readonly PromptQuestion[],
): string {
  return template.replace(PLACEHOLDER, (whole, kind: string, name: string) => {
    if (kind === 'field') return name in record.fields ? text(record.fields[name]) : whole;
    if (kind === 'metadata') return text(record.metadata?.[name]);
    const question = questions.find((q) => q.name === name);
    if (!question) return whole;
    if (kind === 'question') return question.title;
    if (kind === 'options') return optionValues(question.settings).join(', ');
    return whole;
  });
}

/** The system message: the rules and, per question, the key and the form of its answer. */
export function modelSystemMessage(
  questions: readonly PromptQuestion[],
  tableSchemas: Readonly<Record<string, string>> = {},
): string {
  const lines = questions.map((q) => `- "${q.name}" (${q.title}): ${answerFormOf(q, tableSchemas[q.name])}`);
  return `${MODEL_SYSTEM_PROMPT}\n\nQuestions:\n${lines.join('\n')}`;
}

/**
 * The messages for one record.
 *
 * @example
 * modelSuggestionMessages('Classify: {{field.text}}', record, [sentiment]);
 * // [{ role: 'system', content: 'You annotate … - "sentiment" (Sentiment): exactly one label among …' },
 * //  { role: 'user', content: 'Classify: Great!' }]
 */
export function modelSuggestionMessages(
  template: string,
  record: PromptRecord,
  questions: readonly PromptQuestion[],
  tableSchemas: Readonly<Record<string, string>> = {},
): ModelChatMessage[] {
  return [
    { role: 'system', content: modelSystemMessage(questions, tableSchemas) },
    { role: 'user', content: renderPromptTemplate(template, record, questions) },
  ];
}
