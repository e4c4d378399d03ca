import { useT } from '../../hooks/useT';

export interface TextQuestionFooterProps {
  /** A required answer was left empty. */
  missing: boolean;
  errorId: string;
  /** The answer's length and its limit (`max_length`), when it has one. */
  length: number;
  maxLength: number | undefined;
  counterId: string;
}

/** Below a free-text question: the 'required' error and the characters counter. */
export function TextQuestionFooter({
  missing,
  errorId,
  length,
  maxLength,
  counterId,
}: TextQuestionFooterProps) {
  const t = useT();
  return (
    <div className="mg-text-question__footer">
      {missing && (
        <p id={errorId} className="mg-field-error" role="alert">
          {t('annotationQuestions.text.required')}
        </p>
      )}
      {maxLength !== undefined && (
        <span id={counterId} className="mg-text-question__counter mg-muted">
          {t('annotationQuestions.text.counter', { count: length, max: maxLength })}
        </span>
      )}
    </div>
  );
}
