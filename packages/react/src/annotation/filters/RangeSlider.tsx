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
  const set = (end: RangeEnd, typed: number) => onChange(end.apply(value, typed, bounds, step));
  const box = (end: RangeEnd) => (
    <BoundInput
      label={t(end.box, { name: label })}
      value={value[end.bound]}
      step={step}
      bounds={bounds}
      onCommit={(typed) => set(end, typed)}
    />
  );
  return (
    <div className="mg-range" role="group" aria-label={label}>
      <div
        className="mg-range__track"
        style={{
          ['--mg-range-from' as string]: `${percent(value.ge)}%`,
          ['--mg-range-to' as string]: `${percent(value.le)}%`,
        }}
      >
        {RANGE_ENDS.map((end) => (
          <input
            key={end.bound}
            type="range"
            className="mg-range__handle"
            aria-label={t(end.handle, { name: label })}
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={value[end.bound]}
            onChange={(event) => set(end, Number(event.target.value))}
          />
        ))}
      </div>
      <div className="mg-range__inputs">
        {box(RANGE_ENDS[0])}
        <span aria-hidden="true">–</span>
        {box(RANGE_ENDS[1])}
      </div>
    </div>
  );
}

/** The lower and the upper end: which bound each moves, how it is clamped, and the names of its controls. */
const RANGE_ENDS = [
  {
    bound: 'ge',
    apply: withLowerBound,
    handle: 'annotation.filters.minimum',
    box: 'annotation.filters.from',
  },
  { bound: 'le', apply: withUpperBound, handle: 'annotation.filters.maximum', box: 'annotation.filters.to' },
] as const;
type RangeEnd = (typeof RANGE_ENDS)[number];

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
