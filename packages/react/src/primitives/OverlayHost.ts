import { createContext, type RefObject } from 'react';

/**
 * Where the modal dialogs of a view draw their backdrop: an element at the view's root, outside its panes. A pane
 * that sticks (`position: sticky`) is a stacking context of its own, so a dialog drawn inside it sat under what
 * the next pane draws above its own content: the questions' sticky action bar covered a bulk confirmation's
 * Continue button. Without a host, a dialog draws in place. A ref, so a dialog opened after the view mounted finds
 * the element without the view drawing itself twice on mount.
 *
 * @example
 * <OverlayHostContext.Provider value={overlaysRef}>…</OverlayHostContext.Provider>
 * <div ref={overlaysRef} className="mg-overlays" />
 */
export const OverlayHostContext = createContext<RefObject<HTMLElement | null> | null>(null);
