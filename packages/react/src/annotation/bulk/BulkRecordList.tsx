import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { isTextInputTarget, type AnnotationRecord, type AnswerValue, type Field, type Question, type WireVectorSettings } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { RecordHeader } from '../layout/RecordHeader';
import { RecordCard } from '../RecordCard';
import { cursorMoveFor } from './recordCursorKeys';
import type { RecordHeight } from './RecordHeightToggle';

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

/** Estimated height of a record before it is measured, and the height of a fixed-height record, in px. */
const ESTIMATED_HEIGHT = 240;
const FIXED_HEIGHT = 220;
const FALLBACK_RECT = { width: 800, height: 900 };

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
  const [cursor, setCursor] = useState(0);
  const [focusCursor, setFocusCursor] = useState(false);
  const fixed = height === 'fixedHeight';
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (fixed ? FIXED_HEIGHT : ESTIMATED_HEIGHT),
    overscan: 3,
    getItemKey: (index) => records[index]?.id ?? index,
    // A list without layout (hidden, or jsdom in tests) measures 0 px: render a usual screen's worth then.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const index = Math.min(cursor, Math.max(records.length - 1, 0));

  // A new page starts at its first record.
  const firstId = records[0]?.id;
  useEffect(() => setCursor(0), [firstId]);
  useEffect(() => virtualizer.measure(), [fixed, virtualizer]);
  useEffect(() => {
    if (!focusCursor) return;
    setFocusCursor(false);
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus({ preventScroll: true });
  }, [focusCursor, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTextInputTarget(event.target) || event.defaultPrevented) return;
    // On a control inside the record, its own keys (arrows in a radio group, Space) stay with it.
    const onItem = (event.target as HTMLElement).dataset?.index !== undefined;
    const move = cursorMoveFor(event, index, records.length, onItem);
    if (!move) return;
    event.preventDefault();
    if (move.type === 'toggle') {
      const record = records[index];
      if (record && !disabled) onToggle(record.id);
      return;
    }
    setCursor(move.index);
    virtualizer.scrollToIndex(move.index, { align: 'auto' });
    setFocusCursor(true);
  };

  return (
    <div
      ref={scrollRef}
      className={`mg-bulk-list${fixed ? ' mg-bulk-list--fixed' : ''}`}
      onKeyDown={onKeyDown}
    >
      <div role="list" aria-label={t('annotation.bulk.listLabel')} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const record = records[item.index]!;
          const position = firstPosition + item.index;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              tabIndex={item.index === index ? 0 : -1}
              aria-label={t('annotation.bulk.recordPosition', { position })}
              aria-current={item.index === index ? 'true' : undefined}
              className={`mg-bulk-list__item${selectedIds.includes(record.id) ? ' mg-bulk-list__item--selected' : ''}`}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              // The cursor follows the focus, also into a control of the record (its span field).
              onFocus={() => setCursor(item.index)}
            >
              <RecordCard
                record={record}
                fields={fields}
                searchText={searchText}
                questions={spanQuestions}
                answers={recordAnswers[record.id]}
                onAnswerChange={onRecordAnswer && ((name, value) => onRecordAnswer(record.id, name, value))}
                disabled={disabled}
                header={
                  <RecordHeader
                    record={record}
                    vectors={vectors}
                    position={position}
                    selection={{
                      selected: selectedIds.includes(record.id),
                      onToggle: () => onToggle(record.id),
                      disabled,
                    }}
                  />
                }
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
