import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging between ranking slots: arrow down or up jumps to the centre of the nearest drop area below
 * or above (slots, then the unranked pool), instead of moving the item by a few pixels.
 *
 * @example
 * useSensor(KeyboardSensor, { coordinateGetter: rankingKeyboardCoordinates });
 */
export const rankingKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const down = event.code === 'ArrowDown';
  if (!down && event.code !== 'ArrowUp') return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const centre = collisionRect.top + collisionRect.height / 2;
  let best: { top: number; height: number; left: number; width: number; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id) continue;
    const middle = rect.top + rect.height / 2;
    const distance = down ? middle - centre : centre - middle;
    if (distance <= 0) continue;
    if (!best || distance < best.distance) {
      best = { top: rect.top, height: rect.height, left: rect.left, width: rect.width, distance };
    }
  }
  if (!best) return undefined;
  // Centred on the target both ways, so the closest-centre collision picks it and not a wider neighbour.
  return {
    x: best.left + best.width / 2 - collisionRect.width / 2,
    y: best.top + best.height / 2 - collisionRect.height / 2,
  };
};
