import type { QuestionControlProps } from './QuestionControlProps';
import { SingleChoiceOptions } from './SingleChoiceOptions';

/** A rating question: its option values as a compact radio group (one value, clearable by clicking it again). */
export function RatingQuestion({ question, ...props }: QuestionControlProps) {
  return (
    <div className="mg-options">
      <SingleChoiceOptions
        {...props}
        options={question.options}
        required={question.required}
        variant="rating"
      />
    </div>
  );
}
