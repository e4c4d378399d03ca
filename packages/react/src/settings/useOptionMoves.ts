import { useEffect, useRef, useState } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import type { DatasetSettingsStore, QuestionSettingsItem } from '@marginalia/core';
import type { Translate } from '../hooks/useT';

/** Which control of an option row had the focus, so it gets it back after the row moved. */
export type RowControl = 'label' | 'up' | 'down';

/**
 * The moves of a question's options in the settings: a move (button, Alt+Arrow or drop) goes to the store, is
 * announced in the person's language, and gives the focus back to the control it was made with.
 */
export function useOptionMoves(store: DatasetSettingsStore, item: QuestionSettingsItem, t: Translate) {
  const values = item.edit.options.map((option) => String(option.value));
  const controls = useRef(new Map<string, HTMLElement>());
  const [refocus, setRefocus] = useState<{ value: string; control: RowControl } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The moved row's node may have been taken out and put back: give its control the focus again.
    if (refocus) controls.current.get(`${refocus.value}:${refocus.control}`)?.focus();
  }, [refocus]);

  const move = (from: number, to: number | null, control: RowControl) => {
    const option = item.edit.options[from];
    if (to === null || !option) return;
    store.getState().moveOption(item.id, from, to);
    setRefocus({ value: String(option.value), control });
    setAnnouncement(
      t('questions.moved', { label: option.text, position: to + 1, count: item.edit.options.length }),
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(values.indexOf(String(active.id)), values.indexOf(String(over.id)), 'label');
  };
  /** Keeps an option row's control, to focus it again after a move. */
  const register = (value: string, control: RowControl, node: HTMLElement | null) => {
    const key = `${value}:${control}`;
    if (node) controls.current.set(key, node);
    else controls.current.delete(key);
  };

  return { values, announcement, move, onDragEnd, register };
}
