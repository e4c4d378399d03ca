import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';

export interface RankingDropAreaProps {
  id: string;
  label: string;
  pool?: boolean;
  children: ReactNode;
}

/** A place a ranking option can be dropped on: a numbered slot, or the pool of unranked options (titled). */
export function RankingDropArea({ id, label, pool = false, children }: RankingDropAreaProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={label}
      className={`mg-ranking__drop${pool ? ' mg-ranking__drop--pool' : ''}`}
      data-over={isOver || undefined}
    >
      {pool && <span className="mg-ranking__pool-title">{label}</span>}
      {children}
    </div>
  );
}
