import { useMemo } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { useT } from '../../hooks/useT';
import { rankingLayout } from '@marginalia/core';
import type { QuestionControlProps } from './QuestionControlProps';
import { announcements } from './rankingAnnouncements';
import { slotId, UNRANKED_ID } from './rankingDropIds';
import { RankingDropArea } from './RankingDropArea';
import { RankingItem } from './RankingItem';
import { rankingKeyboardCoordinates } from './rankingKeyboardCoordinates';
import { useRankingMoves } from './useRankingMoves';

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
  const { onDragEnd, itemProps } = useRankingMoves({ optionValues, value, onChange, disabled });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rankingKeyboardCoordinates }),
  );

  const renderItem = (optionValue: string) => (
    <RankingItem
      key={optionValue}
      value={optionValue}
      text={textOf(optionValue)}
      disabled={disabled}
      {...itemProps(optionValue)}
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
              <RankingDropArea id={slotId(slot.rank)} label={t('annotationQuestions.ranking.slot', { rank: slot.rank })}>
                {slot.values.map(renderItem)}
              </RankingDropArea>
            </li>
          ))}
        </ol>
        <RankingDropArea id={UNRANKED_ID} label={t('annotationQuestions.ranking.unranked')} pool>
          {layout.unranked.map(renderItem)}
        </RankingDropArea>
      </div>
    </DndContext>
  );
}
