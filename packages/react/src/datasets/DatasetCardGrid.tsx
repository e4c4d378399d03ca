import type { DatasetOverview, DatasetSummary } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { useVirtualGrid } from '../hooks/useVirtualGrid';
import { DatasetCard } from './DatasetCard';

/**
 * Card geometry of the virtual grid, in px: a card is tall enough for a first question of two lines (datasetListCss)
 * above the type chips and the foot (progress bar, my pending count beside the user badges, the team's totals).
 */
export const CARD_HEIGHT = 230;
const CARD_MIN_WIDTH = 280;
const CARD_GAP = 16;

export interface DatasetCardGridProps {
  /** The datasets the filters leave, in order. */
  datasets: DatasetSummary[];
  /** Dataset id → its card's overview, as far as loaded. */
  overviews: Record<string, DatasetOverview>;
  /** Asks for a card's overview once it scrolls into view. */
  onCardVisible(id: string): void;
}

/** The home list's cards, virtualised so that 10,000 datasets render only the cards near the viewport. */
export function DatasetCardGrid({ datasets, overviews, onCardVisible }: DatasetCardGridProps) {
  const t = useT(homeTexts);
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
          overview={overviews[dataset.id]}
          onVisible={onCardVisible}
          position={grid.start + index + 1}
          setSize={datasets.length}
        />
      ))}
    </ul>
  );
}
