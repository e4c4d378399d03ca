import { useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useScopedStyles } from '../styles/useScopedStyles';
import { dialogCss } from './dialogCss';
import { activeElementOf, tabbablesIn } from './focus';
import { OverlayHostContext } from './OverlayHost';
import { useFocusReturn } from './useFocusReturn';

export interface DialogProps {
  /** The dialog's name, shown at its top. */
  title: ReactNode;
  /** `p` for a dialog whose title is its whole message (a confirmation); a heading otherwise. */
  titleAs?: 'h2' | 'p';
  /** Escape asks for this (the dialog closes when the owner stops rendering it). */
  onCancel(): void;
  /** What takes the focus when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes added to `mg-modal`. */
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (the WAI-ARIA dialog pattern): rendered while its owner wants it, over a backdrop, with the
 * focus moved in (`initialFocus` or the first control), kept in (Tab and Shift+Tab cycle through its controls),
 * Escape for `onCancel`, and given back on close to where it was before. It renders in the view's overlay host
 * (`OverlayHostContext`) when there is one, else in place; either way inside a custom element it stays in the
 * shadow root.
 *
 * @example
 * {confirmation && (
 *   <Dialog title={message} titleAs="p" onCancel={cancel} initialFocus={continueRef}>…buttons…</Dialog>
 * )}
 */
export function Dialog({ title, titleAs = 'h2', onCancel, initialFocus, className, children }: DialogProps) {
  const titleId = useId();
  const host = useContext(OverlayHostContext)?.current ?? null;
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const stylesRef = useScopedStyles<HTMLDivElement>('mg-dialog', dialogCss);
  useFocusReturn(dialogRef);
  useEffect(() => {
    const dialog = dialogRef.current;
    (initialFocus?.current ?? (dialog && tabbablesIn(dialog)[0]) ?? dialog)?.focus();
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') {
      // Modal: Tab never leaves the dialog; it cycles through the dialog's own controls.
      event.preventDefault();
      const controls = tabbablesIn(event.currentTarget);
      if (controls.length === 0) return;
      const current = controls.indexOf(activeElementOf(event.currentTarget) as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next = current === -1 ? (event.shiftKey ? controls.length - 1 : 0) : current + step;
      controls[(next + controls.length) % controls.length]?.focus();
    }
  }

  const Title = titleAs;
  const dialog = (
    <div ref={stylesRef} className="mg-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `mg-modal ${className}` : 'mg-modal'}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId} className={titleAs === 'p' ? 'mg-modal__message' : 'mg-modal__title'}>
          {title}
        </Title>
        {children}
      </div>
    </div>
  );
  return host ? createPortal(dialog, host) : dialog;
}
