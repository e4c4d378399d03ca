import type { UniqueIdentifier } from '@dnd-kit/core';

/** The drop id of the pool of unranked options. */
export const UNRANKED_ID = 'unranked';
/** The drop id of the slot of a rank, and back. */
export const slotId = (rank: number) => `slot-${rank}`;
export const rankOfSlot = (id: UniqueIdentifier) => Number(String(id).replace('slot-', ''));
