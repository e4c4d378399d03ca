import type { QuestionType, WireQuestion, WireQuestionSettings } from '../api/wire/questions';
import { labelPalette } from './labelColor';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** One selectable option of a label, multi-label, rating, ranking or span question. */
export interface QuestionOption {
  /** Stable id within the dataset: `<question name>_<index>`. */
  id: string;
  /** What is sent in answers: a string, or a number for rating questions. */
  value: string | number;
  text: string;
  description: string | null;
  /** Span labels only: the light shade of the label's hue (see `labelPalette`). */
  color: string | null;
}

/** A question definition. */
export interface Question {
  id: string;
  name: string;
  title: string;
  description: string | null;
  required: boolean;
  datasetId: string | null;
  type: QuestionType;
  options: QuestionOption[];
  /**
   * How many options to show before "show more": only set when there are more than 3 options and the
   * settings define `visible_options`; null means show them all.
   */
  visibleOptions: number | null;
  useMarkdown: boolean;
  useTable: boolean;
  /** Multi-label only. */
  optionsOrder: 'natural' | 'suggestion' | null;
  /** Span only: the field the spans are drawn on. */
  field: string | null;
  allowOverlapping: boolean;
  allowCharacterAnnotation: boolean;
  /** The settings exactly as received. */
  settings: WireQuestionSettings;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/** Visible options show only with more than this many options. */
const VISIBLE_OPTIONS_MIN_OPTIONS = 3;

type LooseOption = { value: string | number; text?: string; description?: string | null };

function toOptions(questionName: string, type: QuestionType, raw: unknown): QuestionOption[] {
  if (!Array.isArray(raw)) return [];
  return (raw as LooseOption[]).map((option, index) => {
    const text = option.text ?? String(option.value);
    return {
      id: `${questionName}_${index}`,
      value: option.value,
      text,
      description: option.description ?? null,
      color: type === 'span' ? labelPalette(String(option.value)).light : null,
    };
  });
}

/**
 * Maps a wire question, tolerating settings keys older servers omit (`visible_options`, `use_table`, …).
 *
 * @example
 * const questions = (await client.getQuestions(datasetId)).items.map(toQuestion);
 */
export function toQuestion(wire: WireQuestion): Question {
  const settings = wire.settings as WireQuestionSettings & Record<string, unknown>;
  const options = toOptions(wire.name, settings.type, settings.options);
  const rawVisible = typeof settings.visible_options === 'number' ? settings.visible_options : null;
  const optionsOrder = settings.options_order;
  return {
    id: wire.id,
    name: wire.name,
    title: wire.title,
    description: wire.description ?? null,
    required: wire.required,
    datasetId: wire.dataset_id ?? null,
    type: settings.type,
    options,
    visibleOptions: options.length > VISIBLE_OPTIONS_MIN_OPTIONS ? rawVisible : null,
    useMarkdown: settings.use_markdown === true,
    useTable: settings.use_table === true,
    optionsOrder: optionsOrder === 'natural' || optionsOrder === 'suggestion' ? optionsOrder : null,
    field: typeof settings.field === 'string' ? settings.field : null,
    allowOverlapping: settings.allow_overlapping === true,
    // The server treats a missing flag as allowed.
    allowCharacterAnnotation: settings.type === 'span' && settings.allow_character_annotation !== false,
    settings: wire.settings,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
