import type { KeyboardEvent } from 'react';
import type { QuestionControlProps } from './QuestionControlProps';
import { SingleChoiceOptions } from './SingleChoiceOptions';
import { useDigitKeys } from './useDigitKeys';

/**
 * A rating question: its values as a compact radio group. Digits pick the value typed (0–10, waiting 300 ms
 * after a 1 when 10 exists), Space toggles the focused value, Tab and Shift+Tab leave the group; a choice moves
 * focus to the next question.
 */
export function RatingQuestion({ question, ...props }: QuestionControlProps) {
  const values = question.options.map((option) => Number(option.value));
  const highest = Math.max(0, ...values);
  const choose = (rating: number) => {
    if (props.disabled || !values.includes(rating)) return;
    props.onChange(rating);
    props.onAnswered();
  };
  const digits = useDigitKeys(choose);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { digit, picked } = digits.onKeyDown(event, highest);
    // No rating starts with 0 but 0 itself, so a lone 0 never waits.
    if (digit && picked === null && event.key === '0') choose(0);
  }

  return (
    <div className="mg-options" onKeyDown={onKeyDown}>
      <SingleChoiceOptions {...props} options={question.options} required={question.required} variant="rating" />
    </div>
  );
}
