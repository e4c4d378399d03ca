import type { ReactNode } from 'react';

export interface DocumentToolButtonProps {
  /** The button's accessible name (its text is a symbol). */
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

/** A symbol button of the document viewer's toolbar (previous, next, zoom out, zoom in). */
export function DocumentToolButton({ label, disabled, onClick, children }: DocumentToolButtonProps) {
  return (
    <button
      type="button"
      className="mg-button mg-button--ghost mg-document__tool"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
