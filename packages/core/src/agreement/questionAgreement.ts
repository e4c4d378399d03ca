import type { QuestionType } from '../api/wire/enums';
import type {
  AgreementFigure,
  AgreementLevel,
  AgreementMetric,
  QuestionAgreement,
} from './AgreementFigure';
import { coincidenceMatrix } from './coincidenceMatrix';
import { fleissKappaOf } from './fleissKappa';
import { krippendorffAlpha, type AlphaMetric } from './krippendorffAlpha';
import { intervalMetric, nominalMetric, ordinalMetric } from './levelMetrics';
import { equalScore, pairwiseAgreement, similarityScore, type AnswerComparison } from './pairwiseAgreement';
import { kendallMetric, kendallTauDistance, rankingReader, type Ranking } from './rankingDistance';
import { readAnswers, type AnsweredUnits, type AnswerUnits } from './readAnswers';
import { pairableData } from './reliabilityData';
import { jaccardMetric, labelSetReader, masiDistance, masiMetric } from './setDistance';
import { exactSpanScore, overlapSpanScore, readSpans } from './spanMatches';
import { readCellTable, tableCellScore } from './tableCells';
import { labelReader, ratingReader, textReader } from './valueReaders';

/** What the figures of a question need to know about it. */
export interface AgreementQuestion {
  type: QuestionType;
  /** The option values; ranking compares over all of them (the other types read the answers alone). */
  options?: readonly (string | number)[];
}

/** Gold answers of the review: record id → value, as an annotator's answer is written. */
export type ReviewValues = Readonly<Record<string, unknown>>;

type Counts = Pick<AgreementFigure, 'units' | 'annotators'>;

/** A question's agreement with the answers it was computed from. */
export interface AnsweredAgreement {
  answers: AnsweredUnits<unknown>;
  agreement: QuestionAgreement;
}

function figure(
  metric: AgreementMetric,
  level: AgreementLevel,
  value: number | null,
  counts: Counts,
): AgreementFigure {
  return { metric, level, value, units: counts.units, annotators: counts.annotators };
}

function labelAgreement(units: AnswerUnits, review: ReviewValues): AnsweredAgreement {
  const answers = readAnswers(units, labelReader, review);
  const data = pairableData(answers);
  const pairs = pairwiseAgreement(answers, equalScore);
  const figures = [
    figure('krippendorff_alpha', 'nominal', krippendorffAlpha(data, nominalMetric).alpha, data),
    figure('fleiss_kappa', 'nominal', fleissKappaOf(data)?.kappa ?? null, data),
    figure('percent_agreement', 'nominal', pairs.value, data),
  ];
  return { answers, agreement: { figures, annotators: pairs.byAnnotator } };
}

function ratingAgreement(units: AnswerUnits, review: ReviewValues): AnsweredAgreement {
  const answers = readAnswers(units, ratingReader, review);
  const data = pairableData(answers);
  const matrix = coincidenceMatrix(data);
  const alpha = (level: AgreementLevel, metric: AlphaMetric<number>) =>
    figure('krippendorff_alpha', level, krippendorffAlpha(data, metric, { matrix }).alpha, data);
  const figures = [
    alpha('nominal', nominalMetric),
    alpha('ordinal', ordinalMetric),
    alpha('interval', intervalMetric),
  ];
  return { answers, agreement: { figures, annotators: pairwiseAgreement(answers, equalScore).byAnnotator } };
}

function multiLabelAgreement(units: AnswerUnits, review: ReviewValues): AnsweredAgreement {
  const answers = readAnswers(units, labelSetReader, review);
  const data = pairableData(answers);
  const matrix = coincidenceMatrix(data);
  const figures = [
    figure('krippendorff_alpha', 'masi', krippendorffAlpha(data, masiMetric, { matrix }).alpha, data),
    figure('krippendorff_alpha', 'jaccard', krippendorffAlpha(data, jaccardMetric, { matrix }).alpha, data),
  ];
  const annotators = pairwiseAgreement(answers, similarityScore(masiDistance)).byAnnotator;
  return { answers, agreement: { figures, annotators } };
}

function rankingAgreement(
  units: AnswerUnits,
  review: ReviewValues,
  options: readonly string[],
): AnsweredAgreement {
  const answers = readAnswers(units, rankingReader, review);
  const data = pairableData(answers);
  const distance = (a: Ranking, b: Ranking) => kendallTauDistance(a, b, options);
  const alpha = krippendorffAlpha(data, kendallMetric(options)).alpha;
  const figures = [figure('krippendorff_alpha', 'kendall', alpha, data)];
  return {
    answers,
    agreement: { figures, annotators: pairwiseAgreement(answers, similarityScore(distance)).byAnnotator },
  };
}

function spanAgreement(units: AnswerUnits, review: ReviewValues): AnsweredAgreement {
  const answers = readAnswers(units, { read: readSpans }, review);
  const exact = pairwiseAgreement(answers, exactSpanScore);
  const overlap = pairwiseAgreement(answers, overlapSpanScore);
  const figures = [
    figure('pairwise_f1', 'exact', exact.value, exact),
    figure('pairwise_f1', 'overlap', overlap.value, overlap),
  ];
  return { answers, agreement: { figures, annotators: exact.byAnnotator } };
}

function pooledAgreement<T>(
  metric: AgreementMetric,
  answers: AnsweredUnits<T>,
  compare: AnswerComparison<T>,
): AnsweredAgreement {
  const pairs = pairwiseAgreement(answers, compare);
  return {
    answers,
    agreement: { figures: [figure(metric, 'nominal', pairs.value, pairs)], annotators: pairs.byAnnotator },
  };
}

/**
 * A question's agreement with the answers it read (see `questionAgreement`); a dataset's figures count each
 * annotator's records from those answers.
 *
 * @example
 * const { answers, agreement } = answeredAgreement({ type: 'rating' }, units);
 */
export function answeredAgreement(
  question: AgreementQuestion,
  units: AnswerUnits,
  review: ReviewValues = {},
): AnsweredAgreement {
  switch (question.type) {
    case 'label_selection':
    case 'dynamic_label_selection':
      return labelAgreement(units, review);
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return multiLabelAgreement(units, review);
    case 'rating':
      return ratingAgreement(units, review);
    case 'ranking':
      return rankingAgreement(units, review, (question.options ?? []).map(String));
    case 'span':
      return spanAgreement(units, review);
    case 'text':
      return pooledAgreement('exact_match', readAnswers(units, textReader, review), equalScore);
    case 'table':
      return pooledAgreement(
        'cell_agreement',
        readAnswers(units, { read: readCellTable }, review),
        tableCellScore,
      );
    default:
      // A type this version does not know (a newer server's): no figures rather than an error.
      return { answers: readAnswers([], labelReader), agreement: { figures: [], annotators: [] } };
  }
}

/**
 * The agreement figures of one question and each annotator's agreement, from its submitted answers per record
 * (see the module README for each metric's definition and when it is null).
 *
 * @example
 * questionAgreement({ type: 'label_selection' }, [{ id: 'r1', answers: { u1: 'pos', u2: 'neg' } }]);
 * // figures: alpha (nominal), Fleiss' kappa, percent agreement; annotators: u1, u2
 */
export function questionAgreement(
  question: AgreementQuestion,
  units: AnswerUnits,
  review: ReviewValues = {},
): QuestionAgreement {
  return answeredAgreement(question, units, review).agreement;
}
