import { useId } from 'react';
import { useT } from '../../hooks/useT';

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
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('annotation.bulk.recordHeight')} className="mg-segmented mg-segmented--small">
      {RECORD_HEIGHTS.map((height) => (
        <label key={height} className="mg-segmented__option">
          <input
            type="radio"
            name={name}
            className="mg-segmented__input"
            checked={value === height}
            onChange={() => onChange(height)}
          />
          <span className="mg-segmented__label">{t(`annotation.bulk.${height}`)}</span>
        </label>
      ))}
    </div>
  );
}
