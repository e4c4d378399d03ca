import type { QuestionControlProps } from './QuestionControlProps';
import { OptionListChrome } from './OptionListChrome';
import { SingleChoiceOptions } from './SingleChoiceOptions';
import { useOptionFilter } from './useOptionFilter';

/**
 * A single-label question (and its dynamic variant): a radio group with descriptions, suggestion marks, a search
 * box and "+N more" for long lists; a digit picks an option and moves on to the next question.
 */
export function LabelSelectionQuestion({ question, ...props }: QuestionControlProps) {
  const filter = useOptionFilter(question, {
    isSelected: (option) => option.value === props.value,
    suggestion: props.suggestion,
  });
  return (
    <OptionListChrome
      filter={filter}
      questionTitle={question.title}
      onPick={(option) => {
        if (props.disabled) return;
        props.onChange(option.value);
        props.onAnswered();
      }}
    >
      <SingleChoiceOptions {...props} options={filter.shown} required={question.required} />
    </OptionListChrome>
  );
}
