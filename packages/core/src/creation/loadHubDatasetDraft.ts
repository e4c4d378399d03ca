import type { HubDatasetClient } from './createHubDatasetClient';
import type { DatasetCreationDraft } from './creationDraft';
import { datasetNameOfRepo, inferSubset } from './inferSubset';

/**
 * Reads a hub repository's configs and what each becomes (spec 2 §4). Rejects when the repository cannot be
 * read (missing, private, no config): the home form then shows 'Dataset not found or available on Hugging Face'
 * and the preview its 404.
 *
 * @example
 * const draft = await loadHubDatasetDraft(hub, 'stanfordnlp/imdb'); // subsets: [plain_text]
 */
export async function loadHubDatasetDraft(
  hub: Pick<HubDatasetClient, 'getInfo'>,
  repoId: string,
): Promise<DatasetCreationDraft> {
  const trimmed = repoId.trim();
  const configs = await hub.getInfo(trimmed);
  const subsets = Object.entries(configs).map(([name, info]) => inferSubset(name, info));
  const first = subsets[0];
  if (!first) throw new Error(`Hub dataset ${trimmed} has no config`);
  return { repoId: trimmed, name: datasetNameOfRepo(trimmed), subsets, selectedSubset: first.name };
}
