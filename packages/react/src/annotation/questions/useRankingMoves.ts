import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import { moveToRank, unrank, type AnswerValue } from '@marginalia/core';
import { rankOfSlot, UNRANKED_ID } from './rankingDropIds';
import { useDigitKeys } from './useDigitKeys';

export interface RankingMovesOptions {
  optionValues: string[];
  value: AnswerValue | undefined;
  onChange(value: AnswerValue | undefined): void;
  disabled: boolean;
}

/**
 * The moves of a ranking question's options: a drop into a slot or the pool, a digit on a focused option (to
 * that slot) and Backspace (unranked). A moved option is a new element in another slot: it gets the focus back.
 */
export function useRankingMoves({ optionValues, value, onChange, disabled }: RankingMovesOptions) {
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

  /** Keeps an option's element (for the focus after a move) and notes which option has the focus. */
  const itemProps = (optionValue: string) => ({
    register: (node: HTMLElement | null) =>
      node ? items.current.set(optionValue, node) : items.current.delete(optionValue),
    onFocus: () => (focused.current = optionValue),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onItemKeyDown(optionValue, event),
  });

  return { onDragEnd, itemProps };
}
