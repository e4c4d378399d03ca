import type { ReactNode } from 'react';
import { useScopedStyles } from '../styles/useScopedStyles';
import { switchCss } from './switchCss';

export interface SwitchProps {
  /** The visible label, which also names the switch. */
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Id of an element describing what the switch does. */
  describedBy?: string;
  disabled?: boolean;
}

/**
 * An on/off setting: a native checkbox with the `switch` role, so Tab reaches it and Space turns it on or off
 * without a line of keyboard code, in a shadow root too; the track shows its state and its focus.
 *
 * @example
 * <Switch label="Suggestions first" checked={on} onChange={setOn} />
 */
export function Switch({ label, checked, onChange, describedBy, disabled = false }: SwitchProps) {
  const rootRef = useScopedStyles<HTMLLabelElement>('mg-switch', switchCss);
  return (
    <label ref={rootRef} className="mg-switch">
      <input
        type="checkbox"
        role="switch"
        className="mg-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="mg-switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
