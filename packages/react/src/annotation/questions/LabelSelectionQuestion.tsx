import type { QuestionControlProps } from './QuestionControlProps';
import { OptionListChrome } from './OptionListChrome';
import { SingleChoiceOptions } from './SingleChoiceOptions';
import { useOptionFilter } from './useOptionFilter';

/** A single-label question: a radio group, with a search box and "show more" for long option lists. */
export function LabelSelectionQuestion({ question, ...props }: QuestionControlProps) {
  const filter = useOptionFilter(question, (option) => option.value === props.value);
  return (
    <div className="mg-options">
      <OptionListChrome filter={filter} questionTitle={question.title}>
        <SingleChoiceOptions {...props} options={filter.shown} required={question.required} />
      </OptionListChrome>
    </div>
  );
}
