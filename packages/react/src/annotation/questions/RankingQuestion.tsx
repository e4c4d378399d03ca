import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useT, type Translate } from '../../hooks/useT';
import { moveToRank, rankingLayout, unrank } from '@marginalia/core';
import type { QuestionControlProps } from './QuestionControlProps';
import { rankingKeyboardCoordinates } from './rankingKeyboardCoordinates';
import { useDigitKeys } from './useDigitKeys';

const UNRANKED_ID = 'unranked';
const slotId = (rank: number) => `slot-${rank}`;
const rankOfSlot = (id: UniqueIdentifier) => Number(String(id).replace('slot-', ''));

/**
 * A ranking question: numbered slots from 1 and a pool of unranked options. Drag an option into a slot with the
 * pointer or the keyboard (Space/Enter to lift, arrows to move, Space/Enter to drop), or press a digit on a
 * focused option to move it to that slot; Backspace unranks it. Ties are allowed.
 */
export function RankingQuestion({ question, value, onChange, labelId, descriptionId, disabled }: QuestionControlProps) {
  const t = useT();
  const optionValues = useMemo(() => question.options.map((option) => String(option.value)), [question.options]);
  const layout = rankingLayout(optionValues, value);
  const textOf = (optionValue: string) =>
    question.options.find((option) => String(option.value) === optionValue)?.text ?? optionValue;
  const focused = useRef<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const [refocus, setRefocus] = useState<{ value: string } | null>(null);

  useEffect(() => {
    // A moved option is a new element in another slot: give it the focus back.
    if (refocus) items.current.get(refocus.value)?.focus();
  }, [refocus]);

  const move = (optionValue: string, rank: number) => {
    onChange(moveToRank(optionValues, value, optionValue, rank));
    setRefocus({ value: optionValue });
  };
  const digits = useDigitKeys((rank) => focused.current !== null && move(focused.current, rank));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rankingKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || disabled) return;
    const optionValue = String(active.id);
    if (over.id === UNRANKED_ID) {
      onChange(unrank(optionValues, value, optionValue));
      setRefocus({ value: optionValue });
    } else {
      move(optionValue, rankOfSlot(over.id));
    }
  }

  function onItemKeyDown(optionValue: string, event: KeyboardEvent<HTMLElement>) {
    if (disabled) return false;
    if (digits.onKeyDown(event, optionValues.length).digit) return true;
    if (event.key === 'Backspace' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      onChange(unrank(optionValues, value, optionValue));
      setRefocus({ value: optionValue });
      return true;
    }
    return false;
  }

  const renderItem = (optionValue: string) => (
    <RankingItem
      key={optionValue}
      value={optionValue}
      text={textOf(optionValue)}
      disabled={disabled}
      register={(node) => (node ? items.current.set(optionValue, node) : items.current.delete(optionValue))}
      onFocus={() => (focused.current = optionValue)}
      onKeyDown={(event) => onItemKeyDown(optionValue, event)}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(t, textOf),
        screenReaderInstructions: { draggable: t('annotationQuestions.ranking.instructions') },
      }}
    >
      <div className="mg-ranking" role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
        <ol className="mg-ranking__slots">
          {layout.slots.map((slot) => (
            <li key={slot.rank} className="mg-ranking__slot">
              <span className="mg-ranking__rank" aria-hidden="true">
                {slot.rank}
              </span>
              <DropArea id={slotId(slot.rank)} label={t('annotationQuestions.ranking.slot', { rank: slot.rank })}>
                {slot.values.map(renderItem)}
              </DropArea>
            </li>
          ))}
        </ol>
        <DropArea id={UNRANKED_ID} label={t('annotationQuestions.ranking.unranked')} pool>
          {layout.unranked.map(renderItem)}
        </DropArea>
      </div>
    </DndContext>
  );
}

function announcements(t: Translate, textOf: (value: string) => string): Announcements {
  const target = (id: UniqueIdentifier | undefined) =>
    id === undefined
      ? ''
      : id === UNRANKED_ID
        ? t('annotationQuestions.ranking.unranked')
        : t('annotationQuestions.ranking.slot', { rank: rankOfSlot(id) });
  return {
    onDragStart: ({ active }) => t('annotationQuestions.ranking.pickedUp', { item: textOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over ? t('annotationQuestions.ranking.over', { item: textOf(String(active.id)), target: target(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('annotationQuestions.ranking.dropped', { item: textOf(String(active.id)), target: target(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('annotationQuestions.ranking.cancelled', { item: textOf(String(active.id)) }),
  };
}

interface DropAreaProps {
  id: string;
  label: string;
  pool?: boolean;
  children: ReactNode;
}

function DropArea({ id, label, pool = false, children }: DropAreaProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      className={`mg-ranking__drop${pool ? ' mg-ranking__drop--pool' : ''}`}
      data-over={isOver || undefined}
    >
      {pool && <span className="mg-ranking__pool-title">{label}</span>}
      {children}
    </div>
  );
}

interface RankingItemProps {
  value: string;
  text: string;
  disabled: boolean;
  register(node: HTMLElement | null): void;
  onFocus(): void;
  /** True when the key was handled (a digit or Backspace); other keys go on to the drag sensor. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): boolean;
}

function RankingItem({ value, text, disabled, register, onFocus, onKeyDown }: RankingItemProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: value, disabled });
  return (
    <button
      {...attributes}
      type="button"
      ref={(node) => {
        setNodeRef(node);
        register(node);
      }}
      className="mg-ranking__item"
      data-option-value={value}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform) }}
      onPointerDown={listeners?.onPointerDown as ((event: PointerEvent) => void) | undefined}
      onFocus={onFocus}
      onKeyDown={(event) => {
        if (!onKeyDown(event)) (listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
      }}
    >
      {text}
    </button>
  );
}
