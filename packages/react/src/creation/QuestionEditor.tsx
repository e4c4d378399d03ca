import { useId, useState } from 'react';
import {
  canRemoveRankingOption,
  formatLabelOptions,
  type DatasetCreationState,
  type CreationQuestionDraft,
} from '@marginalia/core';
import type { ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { hubTexts } from './hubTexts';

interface EditorProps {
  store: ReadableStore<DatasetCreationState>;
  question: CreationQuestionDraft;
  /** Ids of the card's error list, for `aria-describedby`. */
  errorsId?: string;
}

/** Label, multi-label and span options as one comma-separated text (the store splits and trims it). */
function LabelsEditor({ store, question, errorsId }: EditorProps) {
  const t = useT(hubTexts);
  const id = useId();
  const [text, setText] = useState(() => formatLabelOptions(question.options));
  return (
    <div className="mg-creation__field">
      <label htmlFor={id}>{t(question.type === 'span' ? 'creation.spanLabels' : 'creation.labels')}</label>
      <input
        id={id}
        className="mg-input"
        value={text}
        aria-describedby={errorsId}
        onChange={(event) => {
          setText(event.target.value);
          store.getState().setLabelOptionsText(question.key, event.target.value);
        }}
        onBlur={() => store.getState().touchQuestion(question.key)}
      />
    </div>
  );
}

/**
 * The highest rating, 0–10 in steps of 1 (the values run from 0 to it); a typed value is clamped to 1–10, shown
 * so once the input is left. A cleared input leaves no values, so the card says two are needed.
 */
function RatingEditor({ store, question, errorsId }: EditorProps) {
  const t = useT(hubTexts);
  const id = useId();
  const shown = question.ratingValues.length > 0 ? String(Math.max(...question.ratingValues)) : '';
  const [text, setText] = useState(shown);
  return (
    <div className="mg-creation__field">
      <label htmlFor={id}>{t('creation.ratingTop')}</label>
      <input
        id={id}
        className="mg-input"
        type="number"
        min={0}
        max={10}
        step={1}
        value={text}
        aria-describedby={errorsId}
        onChange={(event) => {
          setText(event.target.value);
          store.getState().setRatingTop(question.key, event.target.valueAsNumber);
        }}
        onBlur={() => {
          setText(shown);
          store.getState().touchQuestion(question.key);
        }}
      />
    </div>
  );
}

/** Ranking options: renamable, removable from 3 on, and a new one named 'option N'. */
function RankingEditor({ store, question, errorsId }: EditorProps) {
  const t = useT(hubTexts);
  const removable = canRemoveRankingOption(question.options);
  return (
    <div className="mg-creation__field">
      {question.options.map((option, index) => (
        <div key={index} className="mg-question-card__row">
          <input
            className="mg-input"
            aria-label={t('creation.rankingOption', { n: index + 1 })}
            aria-describedby={errorsId}
            value={option}
            onChange={(event) =>
              store.getState().renameRankingOption(question.key, index, event.target.value)
            }
            onBlur={() => store.getState().touchQuestion(question.key)}
          />
          {removable && (
            <button
              type="button"
              className="mg-button mg-button--ghost mg-button--icon"
              aria-label={t('creation.removeRankingOption', { option })}
              onClick={() => store.getState().removeRankingOption(question.key, index)}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className="mg-button"
        onClick={() => store.getState().addRankingOption(question.key)}
      >
        <Icon name="plus" />
        {t('creation.addRankingOption')}
      </button>
    </div>
  );
}

/**
 * The type-specific editor of an unmapped question (spec 2 §2): label options, span options, rating, ranking.
 * A text question has none.
 *
 * @example
 * {question.column === null && <QuestionEditor store={store} question={question} />}
 */
export function QuestionEditor(props: EditorProps) {
  switch (props.question.type) {
    case 'label_selection':
    case 'multi_label_selection':
    case 'span':
      return <LabelsEditor {...props} />;
    case 'rating':
      return <RatingEditor {...props} />;
    case 'ranking':
      return <RankingEditor {...props} />;
    case 'text':
      return null;
  }
}
