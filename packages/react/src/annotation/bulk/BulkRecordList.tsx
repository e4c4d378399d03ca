import { useRef } from 'react';
import type { AnnotationRecord, AnswerValue, Field, Question, WireVectorSettings } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { BulkRecordItem } from './BulkRecordItem';
import type { RecordHeight } from './RecordHeightToggle';
import { useBulkRecordCursor } from './useBulkRecordCursor';
import { useBulkRecordVirtualizer } from './useBulkRecordVirtualizer';

export interface BulkRecordListProps {
  records: AnnotationRecord[];
  fields: Field[];
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  selectedIds: readonly string[];
  onToggle(recordId: string): void;
  height: RecordHeight;
  /** 1-based position of the first record, for "Select record 11". */
  firstPosition: number;
  searchText?: string;
  disabled?: boolean;
  /** Span questions, answered on each record's own text. */
  spanQuestions?: Question[];
  /** Each record's own answers (its spans), by record id. */
  recordAnswers?: Readonly<Record<string, Record<string, AnswerValue | undefined>>>;
  /** A span edited on a record: the core keeps it for that record and selects the record. */
  onRecordAnswer?(recordId: string, questionName: string, value: AnswerValue | undefined): void;
}

/**
 * The records of a bulk page, virtualised (only the records near the viewport are in the DOM), each with its
 * selection checkbox. A keyboard cursor moves between records: j or ↓ next, k or ↑ previous, Home and End,
 * x or Space selects the record under the cursor (inside a record's controls only j and k move). Spans are drawn
 * on each record's own text and can be made there from the keyboard too; editing them selects the record.
 *
 * @example
 * <BulkRecordList records={records} fields={fields} vectors={[]} selectedIds={[]} onToggle={toggle} height="defaultHeight" firstPosition={1} />
 */
export function BulkRecordList({
  records,
  fields,
  vectors,
  selectedIds,
  onToggle,
  height,
  firstPosition,
  searchText,
  disabled = false,
  spanQuestions = [],
  recordAnswers = {},
  onRecordAnswer,
}: BulkRecordListProps) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const fixed = height === 'fixedHeight';
  const virtualizer = useBulkRecordVirtualizer(records, scrollRef, fixed);
  const { index, setCursor, onKeyDown } = useBulkRecordCursor({
    records,
    scrollRef,
    virtualizer,
    disabled,
    onToggle,
  });

  return (
    <div
      ref={scrollRef}
      className={`mg-bulk-list${fixed ? ' mg-bulk-list--fixed' : ''}`}
      onKeyDown={onKeyDown}
    >
      <div role="list" aria-label={t('annotation.bulk.listLabel')} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const record = records[item.index]!;
          return (
            <BulkRecordItem
              key={item.key}
              item={item}
              record={record}
              position={firstPosition + item.index}
              current={item.index === index}
              selected={selectedIds.includes(record.id)}
              fields={fields}
              vectors={vectors}
              searchText={searchText}
              disabled={disabled}
              spanQuestions={spanQuestions}
              answers={recordAnswers[record.id]}
              onRecordAnswer={onRecordAnswer}
              onToggle={onToggle}
              measureElement={virtualizer.measureElement}
              onFocus={() => setCursor(item.index)}
            />
          );
        })}
      </div>
    </div>
  );
}
