import { useT } from '../../hooks/useT';
import { LazyRichTextTableEditor } from '../tables/annotationTables';
import type { QuestionControlProps } from './QuestionControlProps';
import { TextEditor } from './TextEditor';

/**
 * A free-text question. Focus enters edit mode; Escape leaves it for the read view (markdown rendered when the
 * question uses markdown), where Shift+Enter or Enter edits again. A required question left empty shows an
 * error; `max_length` adds a counter. A `use_table` question is edited in the rich-text table editor and stored
 * as HTML (an answer saved as table JSON opens as its HTML table).
 */
export function TextQuestion(props: QuestionControlProps) {
  const { question, value, onChange, disabled } = props;
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  if (question.useTable) {
    return (
      <LazyRichTextTableEditor
        value={text}
        onChange={(next: string) => onChange(next)}
        label={t('annotationQuestions.table.label', { question: question.title })}
        editable={!disabled}
      />
    );
  }
  return <TextEditor {...props} text={text} />;
}
