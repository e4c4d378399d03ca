import { useT } from '../../hooks/useT';
import { Toggle } from '../../primitives/Toggle';

/** How tall each record of the bulk list is: as tall as its content, or a fixed height that scrolls. */
export type RecordHeight = 'defaultHeight' | 'fixedHeight';

export const RECORD_HEIGHTS: readonly RecordHeight[] = ['defaultHeight', 'fixedHeight'];

/** Storage key of the chosen record height. */
export const RECORD_HEIGHT_STORAGE_KEY = 'marginalia.bulk.recordHeight';

export interface RecordHeightToggleProps {
  value: RecordHeight;
  onChange(value: RecordHeight): void;
}

/**
 * The record-height option of the bulk view: default height or fixed height.
 *
 * @example
 * <RecordHeightToggle value={height} onChange={setHeight} />
 */
export function RecordHeightToggle({ value, onChange }: RecordHeightToggleProps) {
  const t = useT();
  return (
    <Toggle
      label={t('annotation.bulk.recordHeight')}
      appearance="segmented-small"
      value={value}
      options={RECORD_HEIGHTS.map((height) => ({ value: height, label: t(`annotation.bulk.${height}`) }))}
      onChange={onChange}
    />
  );
}
