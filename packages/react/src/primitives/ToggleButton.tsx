import type { ButtonHTMLAttributes } from 'react';

export interface ToggleButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-pressed'> {
  pressed: boolean;
  onPressedChange(pressed: boolean): void;
}

/**
 * A button that is on or off (`aria-pressed`, the WAI-ARIA button pattern), e.g. showing a password. Space
 * and Enter press it, as any button.
 *
 * @example
 * <ToggleButton pressed={visible} onPressedChange={setVisible}>{t('signIn.showPassword')}</ToggleButton>
 */
export function ToggleButton({ pressed, onPressedChange, className, ...buttonProps }: ToggleButtonProps) {
  return (
    <button
      {...buttonProps}
      type="button"
      className={className ?? 'mg-button'}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    />
  );
}
