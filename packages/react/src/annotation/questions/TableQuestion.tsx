import { useRef, useState, type KeyboardEvent } from 'react';
import { isTextInputTarget, type TableValue } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { LazyAnnotationTable } from '../tables/annotationTables';
import type { QuestionControlProps } from './QuestionControlProps';

/** The grid's height when maximised: the window's, less the bar and the frame (px; the default grid is 400). */
const maximisedHeight = () => Math.max(400, (globalThis.innerHeight || 0) - 96);

/**
 * A table question: the reference table, whose answer is table JSON saved like any other answer (drafts,
 * autosave, submit). Without an answer it opens the suggested table to review, else one empty column; the first
 * edit makes it the answer. "Maximise" lays the same table over the whole page (Escape or the button restores
 * it, the focus staying on the button), so a wide table is not read through a narrow column.
 */
export function TableQuestion({ question, value, suggestion, onChange, disabled, recordFields }: QuestionControlProps) {
  const t = useT();
  const [maximised, setMaximised] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!maximised || event.key !== 'Escape' || event.defaultPrevented || isTextInputTarget(event.target)) return;
    event.preventDefault();
    setMaximised(false);
    toggleRef.current?.focus();
  }

  return (
    <div
      className={`mg-table-question${maximised ? ' mg-table-question--maximised' : ''}`}
      data-maximised={maximised || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="mg-table-question__bar">
        <button
          ref={toggleRef}
          type="button"
          className="mg-button mg-button--ghost mg-table-question__maximise"
          aria-pressed={maximised}
          onClick={() => setMaximised((on) => !on)}
        >
          <Icon name={maximised ? 'close' : 'external'} />
          {t(maximised ? 'annotationQuestions.table.restore' : 'annotationQuestions.table.maximise')}
        </button>
      </div>
      <LazyAnnotationTable
        name={question.name}
        value={value}
        suggested={suggestion?.value}
        onChange={(next: TableValue | null) => onChange(next ?? undefined)}
        editable={!disabled}
        label={t('annotationQuestions.table.label', { question: question.title })}
        recordFields={recordFields}
        modelFillIn
        {...(maximised ? { height: maximisedHeight() } : {})}
      />
    </div>
  );
}
