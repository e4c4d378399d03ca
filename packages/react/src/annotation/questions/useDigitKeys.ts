import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createDigitBuffer, isTextInputTarget } from '@marginalia/core';

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/** What {@link useDigitKeys} returns. */
export interface DigitKeys {
  /**
   * Handles a key press: a digit (no modifier, not in a text box) is buffered and `onPick` gets the option number
   * it picks, at once or after the 300 ms wait; returns the number picked at once. Any other key (but a lone
   * modifier) forgets the digits typed.
   */
  onKeyDown(event: KeyboardEvent, optionCount: number): { digit: boolean; picked: number | null };
}

/**
 * Digit keys for a question (spec 1 §5): the option with that 1-based number is picked; with several options
 * starting with the digits typed it waits 300 ms for another one.
 *
 * @example
 * const digits = useDigitKeys((number) => select(options[number - 1]));
 * <div onKeyDown={(event) => digits.onKeyDown(event, options.length)} />
 */
export function useDigitKeys(onPick: (option: number) => void): DigitKeys {
  const pick = useRef(onPick);
  useLayoutEffect(() => {
    pick.current = onPick;
  });
  const [buffer] = useState(() => createDigitBuffer((option) => pick.current(option)));
  useEffect(() => () => buffer.reset(), [buffer]);
  return {
    onKeyDown(event, optionCount) {
      const isDigit =
        /^[0-9]$/.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTextInputTarget(event.target);
      if (!isDigit) {
        if (!MODIFIER_KEYS.has(event.key)) buffer.reset();
        return { digit: false, picked: null };
      }
      // Handled here: the view's own digit shortcuts must not pick a second time.
      event.preventDefault();
      const picked = buffer.push(event.key, optionCount);
      if (picked !== null) pick.current(picked);
      return { digit: true, picked };
    },
  };
}
