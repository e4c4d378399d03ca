import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Translate } from '../../hooks/useT';
import { rankOfSlot, UNRANKED_ID } from './rankingDropIds';

/** What a screen reader hears while an option is dragged: picked up, over which slot, dropped, cancelled. */
export function announcements(t: Translate, textOf: (value: string) => string): Announcements {
  const target = (id: UniqueIdentifier | undefined) =>
    id === undefined
      ? ''
      : id === UNRANKED_ID
        ? t('annotationQuestions.ranking.unranked')
        : t('annotationQuestions.ranking.slot', { rank: rankOfSlot(id) });
  return {
    onDragStart: ({ active }) =>
      t('annotationQuestions.ranking.pickedUp', { item: textOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('annotationQuestions.ranking.over', { item: textOf(String(active.id)), target: target(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('annotationQuestions.ranking.dropped', {
            item: textOf(String(active.id)),
            target: target(over.id),
          })
        : undefined,
    onDragCancel: ({ active }) =>
      t('annotationQuestions.ranking.cancelled', { item: textOf(String(active.id)) }),
  };
}
