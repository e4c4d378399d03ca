/** One step of an option in the settings' option list. */
export type OptionStep = 'up' | 'down';

/**
 * Where an option lands after one step, or null when it cannot go that way (already first or last).
 *
 * @example
 * optionStepTarget(4, 0, 'up'); // null
 * optionStepTarget(4, 0, 'down'); // 1
 */
export function optionStepTarget(count: number, index: number, step: OptionStep): number | null {
  const target = step === 'up' ? index - 1 : index + 1;
  return index >= 0 && index < count && target >= 0 && target < count ? target : null;
}

/**
 * The list with the item at `from` taken out and put back at `to`; the same list when either is out of range.
 *
 * @example
 * movedItem(['a', 'b', 'c'], 2, 0); // ['c', 'a', 'b']
 */
export function movedItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
