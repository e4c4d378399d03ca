import { memo } from 'react';
import type { AnswerValue, QuestionComparison, ReviewStore } from '@marginalia/core';
import { QuestionItem } from '../annotation/questions/QuestionItem';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { AnswerComparison } from './AnswerComparison';
import { reviewTexts } from './reviewTexts';

interface QuestionReviewProps {
  store: ReviewStore;
  comparison: QuestionComparison;
  /** The record's fields (a span question's text, a table's reference values). */
  fields: Readonly<Record<string, unknown>>;
}

/**
 * One question under review: who said what (disagreements marked), a button per annotator to take their answer,
 * and the gold answer edited with the annotation form's own control for the question's type.
 */
export const QuestionReview = memo(function QuestionReview({ store, comparison, fields }: QuestionReviewProps) {
  const t = useT(reviewTexts);
  const { question, disagrees, answers } = comparison;
  const gold = useStoreSelector(store, (s) => s.gold[question.name]);
  const locked = useStoreSelector(store, (s) => s.pendingAction !== null);
  const headingId = `mg-review-q-${question.id}`;
  const spanText = question.type === 'span' && question.field ? fields[question.field] : undefined;
  return (
    <li className="mg-card mg-review__question" data-disagrees={disagrees} aria-labelledby={headingId}>
      <div className="mg-review__question-head">
        <h3 id={headingId}>{question.title}</h3>
        <span className="mg-review__flag" data-disagrees={disagrees}>
          {disagrees ? t('disagree') : t('agree')}
        </span>
      </div>
      {answers.length === 0 ? <p className="mg-muted">{t('noAnswers')}</p> : <AnswerComparison comparison={comparison} />}
      <div className="mg-review__use">
        {answers.map((answer) => (
          <button
            key={answer.userId}
            type="button"
            className="mg-button"
            disabled={locked || answer.value === undefined}
            onClick={() => store.getState().useAnswerOf(question.name, answer.userId)}
          >
            {t('useAnswer', { annotator: answer.username })}
          </button>
        ))}
      </div>
      <div className="mg-review__gold" role="group" aria-label={`${t('gold')}: ${question.title}`}>
        <QuestionItem
          question={question}
          value={gold}
          suggestion={undefined}
          onChange={(value: AnswerValue | undefined) => store.getState().setGoldAnswer(question.name, value)}
          onAnswered={() => {}}
          disabled={locked}
          spanText={typeof spanText === 'string' ? spanText : undefined}
          recordFields={fields}
        />
      </div>
    </li>
  );
});
