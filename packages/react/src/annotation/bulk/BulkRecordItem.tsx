import type { VirtualItem } from '@tanstack/react-virtual';
import type { AnnotationRecord, AnswerValue, Field, Question, WireVectorSettings } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { RecordHeader } from '../layout/RecordHeader';
import { RecordCard } from '../RecordCard';

export interface BulkRecordItemProps {
  item: VirtualItem;
  record: AnnotationRecord;
  /** 1-based position of the record, for "Select record 11". */
  position: number;
  /** The keyboard cursor is on this record. */
  current: boolean;
  selected: boolean;
  fields: Field[];
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  searchText?: string;
  disabled: boolean;
  spanQuestions: Question[];
  answers: Record<string, AnswerValue | undefined> | undefined;
  onRecordAnswer?(recordId: string, questionName: string, value: AnswerValue | undefined): void;
  onToggle(recordId: string): void;
  /** The record's element, for the virtualiser to measure. */
  measureElement(node: Element | null): void;
  /** The record got the focus (the cursor follows it). */
  onFocus(): void;
}

/** One record of a bulk page, placed by the virtualiser: its card with the selection checkbox in its header. */
export function BulkRecordItem({
  item,
  record,
  position,
  selected,
  disabled,
  onToggle,
  ...props
}: BulkRecordItemProps) {
  const t = useT();
  const { onRecordAnswer } = props;
  return (
    <div
      role="listitem"
      data-index={item.index}
      ref={props.measureElement}
      tabIndex={props.current ? 0 : -1}
      aria-label={t('annotation.bulk.recordPosition', { position })}
      aria-current={props.current ? 'true' : undefined}
      className={`mg-bulk-list__item${selected ? ' mg-bulk-list__item--selected' : ''}`}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${item.start}px)`,
      }}
      // The cursor follows the focus, also into a control of the record (its span field).
      onFocus={props.onFocus}
    >
      <RecordCard
        record={record}
        fields={props.fields}
        searchText={props.searchText}
        questions={props.spanQuestions}
        answers={props.answers}
        onAnswerChange={onRecordAnswer && ((name, value) => onRecordAnswer(record.id, name, value))}
        disabled={disabled}
        header={
          <RecordHeader
            record={record}
            vectors={props.vectors}
            position={position}
            selection={{ selected, onToggle: () => onToggle(record.id), disabled }}
          />
        }
      />
    </div>
  );
}
