import type { ReactNode } from 'react';
import { useScopedStyles } from '../styles/useScopedStyles';

/** Beyond the theme's `.mg-choice` rule (accent colour, size): a visible focus ring and a disabled look. */
const checkboxCss = `
.mg-choice input[type='checkbox']:focus-visible { outline: 3px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-choice:has(input:disabled) { cursor: not-allowed; opacity: 0.6; }
`;

export interface CheckboxProps {
  /** The visible label; it names the checkbox. */
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** Ids of elements that describe it (a hint, an error message). */
  describedBy?: string;
  /** Classes of the label (default `mg-choice`, the themed choice row). */
  className?: string;
  onBlur?(): void;
}

/**
 * A yes/no value of a form submitted later (for a setting that applies at once, use `Switch`), with its label:
 * a native checkbox inside its `<label>`, so a click on the text toggles it,
 * Tab reaches it and Space toggles it (the WAI-ARIA checkbox pattern) without keyboard code, in a shadow root
 * too. Its styles go into its own root (document or shadow root).
 *
 * @example
 * <Checkbox label={t('exportToHub.isPrivate')} checked={form.isPrivate} onChange={setPrivate} />
 */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
  describedBy,
  className = 'mg-choice',
  onBlur,
}: CheckboxProps) {
  const rootRef = useScopedStyles<HTMLLabelElement>('mg-checkbox', checkboxCss);
  return (
    <label ref={rootRef} className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <span>{label}</span>
    </label>
  );
}
