import { dolly, goEmotions, imdb, noRobots, numericReviews, syntheticTextToImage } from './exampleDatasets';
import { faultDatasets } from './faultDatasets';
import type { ConfigDefinition, SplitDefinition, StandInDataset } from './StandInDataset';

/** Every dataset the stand-in serves, by repository id. */
export const standInDatasets: readonly StandInDataset[] = [
  imdb,
  dolly,
  syntheticTextToImage,
  goEmotions,
  noRobots,
  numericReviews,
  ...faultDatasets,
];

/** A dataset by repository id, or undefined. */
export function findDataset(id: string): StandInDataset | undefined {
  return standInDatasets.find((dataset) => dataset.id === id);
}

/** A config and split of a dataset, or undefined. */
export function findSplit(
  dataset: StandInDataset,
  config: string,
  split: string,
): { config: ConfigDefinition; split: SplitDefinition } | undefined {
  const found = dataset.configs.find((c) => c.name === config);
  const splitDefinition = found?.splits.find((s) => s.name === split);
  return found && splitDefinition ? { config: found, split: splitDefinition } : undefined;
}
