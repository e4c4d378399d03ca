import type { ReactNode } from 'react';
import { useScopedStyles } from '../../styles/useScopedStyles';

export interface StyledPartProps {
  /** The stylesheet's id, the one its parent component injects it under (e.g. 'mg-annotation'). */
  styleId: string;
  css: string;
  /** A class for the wrapper (not the parent's root class, whose layout is the whole page's). */
  className: string;
  children: ReactNode;
}

/**
 * A part shown on its own gets the stylesheet its parent component would inject (parts such as the toolbar or
 * the progress panel do not inject styles themselves), through the same scoped-styles hook.
 */
export function StyledPart({ styleId, css, className, children }: StyledPartProps) {
  const rootRef = useScopedStyles<HTMLDivElement>(styleId, css);
  return (
    <div ref={rootRef} className={`mg-root ${className}`}>
      {children}
    </div>
  );
}
