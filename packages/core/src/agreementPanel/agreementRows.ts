import type { QuestionType } from '../api/wire/enums';
import type { WireAgreementItem, WireAnnotatorAgreement, WireDatasetAgreement } from '../api/wire/review';
import { createMessage, type Message } from '../messages/Message';
import { agreementBand, type AgreementBand } from './agreementBands';
import { AGREEMENT_MESSAGE_KEYS } from './agreementMessageKeys';

/** A value of the panel: the number, or null with the reason it is undefined (shown as "—"). */
export type AgreementValue =
  | { value: number; band: AgreementBand | null; missing: null }
  | { value: null; band: null; missing: Message };

/** One figure of a question: a metric at a level, its value and what it was computed over. */
export interface AgreementFigureRow {
  metric: string;
  level: string;
  result: AgreementValue;
  /** Records with at least two answers. */
  units: number;
  annotators: number;
}

/** One question's figures, in the order the server lists them. */
export interface QuestionAgreementRow {
  question: string;
  type: QuestionType;
  figures: AgreementFigureRow[];
}

/** One annotator's row. */
export interface AnnotatorAgreementRow {
  userId: string;
  username: string;
  records: number;
  withOthers: AgreementValue;
  withReview: AgreementValue;
}

/** What the agreement panel shows. */
export interface AgreementRows {
  questions: QuestionAgreementRow[];
  annotators: AnnotatorAgreementRow[];
  /** Set when there is nothing to show: no question has a single pairable record and nobody answered. */
  empty: Message | null;
}

function valueOf(value: number | null, band: AgreementBand | null, missing: string): AgreementValue {
  return value === null ? { value: null, band: null, missing: createMessage(missing) } : { value, band, missing: null };
}

function figureRow(item: WireAgreementItem): AgreementFigureRow {
  // The server gives null for two reasons: no record with two answers, or answers without any variation.
  const missing = item.units === 0 ? AGREEMENT_MESSAGE_KEYS.fewerThanTwoAnswers : AGREEMENT_MESSAGE_KEYS.noVariation;
  return {
    metric: item.metric,
    level: item.level,
    result: valueOf(item.value, agreementBand(item.metric, item.value), missing),
    units: item.units,
    annotators: item.annotators,
  };
}

function annotatorRow(annotator: WireAnnotatorAgreement): AnnotatorAgreementRow {
  return {
    userId: annotator.user_id,
    username: annotator.username,
    records: annotator.records,
    withOthers: valueOf(annotator.agreement_with_others, null, AGREEMENT_MESSAGE_KEYS.noSharedRecords),
    withReview: valueOf(annotator.agreement_with_review, null, AGREEMENT_MESSAGE_KEYS.noAcceptedReview),
  };
}

/**
 * The agreement of a dataset (`GET /datasets/{id}/agreement`) as the panel's rows: the figures grouped by
 * question, each value with its interpretation band (`agreementBand`) or the reason it is undefined, and one
 * row per annotator.
 *
 * @example
 * const rows = agreementRowsOf(await client.getDatasetAgreement(datasetId));
 * rows.questions[0].figures[0].result; // { value: 0.743, band: 'tentative', missing: null }
 */
export function agreementRowsOf(agreement: WireDatasetAgreement): AgreementRows {
  const questions: QuestionAgreementRow[] = [];
  for (const item of agreement.items) {
    let row = questions.find((question) => question.question === item.question);
    if (!row) {
      row = { question: item.question, type: item.type, figures: [] };
      questions.push(row);
    }
    row.figures.push(figureRow(item));
  }
  const annotators = agreement.annotators.map(annotatorRow);
  const nothing = questions.every((question) => question.figures.every((figure) => figure.units === 0));
  return {
    questions,
    annotators,
    empty: nothing && annotators.length === 0 ? createMessage(AGREEMENT_MESSAGE_KEYS.nothingToCompare) : null,
  };
}
