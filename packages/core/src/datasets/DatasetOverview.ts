import type { WireDatasetOverview } from '../api/wire/datasetOverview';
import type { FieldType, QuestionType } from '../api/wire/enums';
import { fieldTypeName, questionTypeName } from '../model/typeNames';
import { toDatasetProgress, type DatasetProgress } from '../model/DatasetProgress';
import type { Message } from '../messages/Message';

/** What a home card shows of a dataset beyond its name: its questions, field types, my pending and team progress. */
export interface DatasetOverview {
  /** The questions in order, by title and type. */
  questions: { title: string; type: QuestionType }[];
  /** The field types, each once, in the order of the fields. */
  fieldTypes: FieldType[];
  /** Records the caller has not answered yet. */
  pendingForMe: number;
  progress: DatasetProgress;
}

/**
 * Maps `GET /me/datasets/{id}/overview` (or the same shape composed from the v1 reads, see `readDatasetOverview`).
 *
 * @example
 * toDatasetOverview(wire).progress.percentCompleted; // '33.33'
 */
export function toDatasetOverview(wire: WireDatasetOverview): DatasetOverview {
  return {
    questions: wire.questions.map(({ title, type }) => ({ title, type })),
    fieldTypes: [...new Set(wire.field_types)],
    pendingForMe: Math.max(0, wire.pending_for_me),
    progress: toDatasetProgress(wire.progress),
  };
}

/**
 * Chip slots on a card's one chip line: up to this many type chips, or one fewer and a '+N' chip when there are
 * more, so the count never falls off the line's end (a 300 px card holds four chips).
 */
export const MAX_CARD_TYPE_CHIPS = 4;

/** A card's summary line and chips, as {@link datasetCardFacts} derives them. */
export interface DatasetCardFacts {
  /** The first question's title, or null for a dataset without questions. */
  question: string | null;
  /** How many more questions the dataset has. */
  moreQuestions: number;
  /** Field types first, then question types, each once; with the '+N' chip, {@link MAX_CARD_TYPE_CHIPS} slots at most. */
  chips: { kind: 'field' | 'question'; type: string; name: Message }[];
  /** Chips left out. */
  moreChips: number;
}

/**
 * What a card says about a dataset: its first question (and how many more), and one chip per field and question
 * type.
 *
 * @example
 * datasetCardFacts(overview); // { question: 'Sentiment?', moreQuestions: 1, chips: [{ kind: 'field', type: 'text', … }], moreChips: 0 }
 */
export function datasetCardFacts(overview: DatasetOverview): DatasetCardFacts {
  const questionTypes = [...new Set(overview.questions.map((question) => question.type))];
  const chips = [
    ...overview.fieldTypes.map((type) => ({ kind: 'field' as const, type, name: fieldTypeName(type) })),
    ...questionTypes.map((type) => ({ kind: 'question' as const, type, name: questionTypeName(type) })),
  ];
  const shown = chips.length > MAX_CARD_TYPE_CHIPS ? MAX_CARD_TYPE_CHIPS - 1 : chips.length;
  return {
    question: overview.questions[0]?.title ?? null,
    moreQuestions: Math.max(0, overview.questions.length - 1),
    chips: chips.slice(0, shown),
    moreChips: chips.length - shown,
  };
}
