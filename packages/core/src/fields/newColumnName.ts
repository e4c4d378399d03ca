// Pure naming rule shared by the table edits here and the table workflow above (which re-exports it).

/** Name given to a new column, then `newColumn1`, `newColumn2`, … while taken (spec 2 §5). */
export const NEW_COLUMN_NAME = 'newColumn';

/**
 * The first free name among `newColumn`, `newColumn1`, `newColumn2`, …
 *
 * @example
 * nextColumnName(['newColumn']); // 'newColumn1'
 */
export function nextColumnName(taken: readonly string[]): string {
  if (!taken.includes(NEW_COLUMN_NAME)) return NEW_COLUMN_NAME;
  let suffix = 1;
  while (taken.includes(`${NEW_COLUMN_NAME}${suffix}`)) suffix += 1;
  return `${NEW_COLUMN_NAME}${suffix}`;
}
