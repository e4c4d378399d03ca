import { useState } from 'react';
import { typedBound, withLowerBound, withUpperBound, type RangeBounds, type RangeValue } from '@marginalia/core';
import { useT } from '../../hooks/useT';

export interface RangeSliderProps {
  /** Names the range, e.g. the property title. */
  label: string;
  bounds: RangeBounds;
  value: RangeValue;
  /** 1 for whole numbers, 0.01 otherwise. */
  step: number;
  onChange(value: RangeValue): void;
}

/**
 * A two-handle range slider with typed bounds: the lower handle never passes the upper one and both stay within
 * the bounds. Typed numbers are applied on Enter or when the box loses focus, clamped the same way.
 *
 * @example
 * <RangeSlider label="Helpful votes" bounds={{ min: 0, max: 500 }} value={{ ge: 0, le: 500 }} step={1} onChange={set} />
 */
export function RangeSlider({ label, bounds, value, step, onChange }: RangeSliderProps) {
  const t = useT();
  const span = bounds.max - bounds.min || 1;
  const percent = (n: number) => ((n - bounds.min) / span) * 100;
  return (
    <div className="mg-range" role="group" aria-label={label}>
      <div
        className="mg-range__track"
        style={{ ['--mg-range-from' as string]: `${percent(value.ge)}%`, ['--mg-range-to' as string]: `${percent(value.le)}%` }}
      >
        <input
          type="range"
          className="mg-range__handle"
          aria-label={t('annotation.filters.minimum', { name: label })}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.ge}
          onChange={(event) => onChange(withLowerBound(value, Number(event.target.value), bounds, step))}
        />
        <input
          type="range"
          className="mg-range__handle"
          aria-label={t('annotation.filters.maximum', { name: label })}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.le}
          onChange={(event) => onChange(withUpperBound(value, Number(event.target.value), bounds, step))}
        />
      </div>
      <div className="mg-range__inputs">
        <BoundInput
          label={t('annotation.filters.from', { name: label })}
          value={value.ge}
          step={step}
          bounds={bounds}
          onCommit={(typed) => onChange(withLowerBound(value, typed, bounds, step))}
        />
        <span aria-hidden="true">–</span>
        <BoundInput
          label={t('annotation.filters.to', { name: label })}
          value={value.le}
          step={step}
          bounds={bounds}
          onCommit={(typed) => onChange(withUpperBound(value, typed, bounds, step))}
        />
      </div>
    </div>
  );
}

interface BoundInputProps {
  label: string;
  value: number;
  step: number;
  bounds: RangeBounds;
  onCommit(value: number): void;
}

/** A number box that keeps what is typed until Enter or blur, then shows the clamped value. */
function BoundInput({ label, value, step, bounds, onCommit }: BoundInputProps) {
  const [text, setText] = useState<string | null>(null);
  const apply = () => {
    if (text !== null) onCommit(typedBound(text));
    setText(null);
  };
  return (
    <input
      type="number"
      className="mg-input mg-range__number"
      aria-label={label}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={text ?? String(value)}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    />
  );
}
