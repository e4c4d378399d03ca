import type { DatasetProgress, DatasetSummary } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { useVirtualGrid } from '../hooks/useVirtualGrid';
import { DatasetCard } from './DatasetCard';

/** Card geometry of the virtual grid, in px. */
export const CARD_HEIGHT = 200;
const CARD_MIN_WIDTH = 280;
const CARD_GAP = 16;

export interface DatasetCardGridProps {
  /** The datasets the filters leave, in order. */
  datasets: DatasetSummary[];
  /** Dataset id → team progress, as far as loaded. */
  progress: Record<string, DatasetProgress>;
  /** Asks for a card's progress once it scrolls into view. */
  onCardVisible(id: string): void;
}

/** The home list's cards, virtualised so that 10,000 datasets render only the cards near the viewport. */
export function DatasetCardGrid({ datasets, progress, onCardVisible }: DatasetCardGridProps) {
  const t = useT();
  const grid = useVirtualGrid({
    count: datasets.length,
    rowHeight: CARD_HEIGHT,
    minColumnWidth: CARD_MIN_WIDTH,
    gap: CARD_GAP,
  });
  return (
    <ul
      ref={grid.ref}
      className="mg-dataset-list__cards"
      aria-label={t('datasets.listLabel', { datasets: datasets.length })}
      style={{
        gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
        gridAutoRows: `${CARD_HEIGHT}px`,
        gap: `${CARD_GAP}px`,
        paddingTop: grid.paddingTop,
        paddingBottom: grid.paddingBottom,
      }}
    >
      {datasets.slice(grid.start, grid.end).map((dataset, index) => (
        <DatasetCard
          key={dataset.id}
          dataset={dataset}
          progress={progress[dataset.id]}
          onVisible={onCardVisible}
          position={grid.start + index + 1}
          setSize={datasets.length}
        />
      ))}
    </ul>
  );
}
