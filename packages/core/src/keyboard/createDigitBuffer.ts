import { hostTimers, type Timers } from '../environment/Timers';
import { DIGIT_WAIT_MS } from './defaultShortcuts';

/** Multi-digit option choice. */
export interface DigitBuffer {
  /**
   * Takes a digit: returns the option it picks at once (the only one starting with the digits typed), or null
   * while waiting; after 300 ms of waiting the typed number is picked through `onPick`.
   */
  push(digit: string, optionCount: number): number | null;
  /** Forgets the digits typed (any other key does this). */
  reset(): void;
}

/**
 * Creates the keyboard digit buffer of spec 1 §5: digits select the option with that number; when several
 * options start with the digits typed (e.g. 1, 10, 11 of twelve), it waits 300 ms for another digit, and picks
 * at once when only one matches. Digits that match no option start over.
 *
 * @example
 * const digits = createDigitBuffer((option) => select(option));
 * digits.push('1', 12); // null: waits for 10, 11 or 12
 * digits.push('2', 12); // 12
 */
export function createDigitBuffer(
  onPick: (option: number) => void,
  timers: Timers = hostTimers,
): DigitBuffer {
  let typed = '';
  let waiting: unknown = null;

  const stopWaiting = () => {
    if (waiting !== null) timers.clearTimeout(waiting);
    waiting = null;
  };
  const matching = (prefix: string, optionCount: number) => {
    const options: number[] = [];
    for (let option = 1; option <= optionCount; option++) {
      if (String(option).startsWith(prefix)) options.push(option);
    }
    return options;
  };

  return {
    push(digit, optionCount) {
      stopWaiting();
      typed += digit;
      let options = matching(typed, optionCount);
      if (options.length === 0) {
        typed = digit;
        options = matching(typed, optionCount);
      }
      if (options.length === 0) {
        typed = '';
        return null;
      }
      if (options.length === 1) {
        typed = '';
        return options[0]!;
      }
      const option = Number(typed);
      waiting = timers.setTimeout(() => {
        waiting = null;
        typed = '';
        onPick(option);
      }, DIGIT_WAIT_MS);
      return null;
    },
    reset() {
      stopWaiting();
      typed = '';
    },
  };
}
