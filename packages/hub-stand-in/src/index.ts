/**
 * @marginalia/hub-stand-in — a local stand-in of the Hugging Face Hub and its datasets server, with the real
 * services' paths and JSON shapes, serving generated parquet files and keeping uploaded repositories.
 *
 * @example
 * import { startHubStandIn } from '@marginalia/hub-stand-in';
 * const hub = await startHubStandIn({ port: 0 });
 */
export { createHubStandInApp, defaultCacheDir, type HubStandInOptions } from './createHubStandInApp';
export { startHubStandIn, type RunningHubStandIn } from './startHubStandIn';
export { standInDatasets, findDataset } from './catalog/catalog';
export { STAND_IN_NAMESPACE } from './catalog/faultDatasets';
export type { StandInDataset, FileFault } from './catalog/StandInDataset';
export type { Feature, Features } from './catalog/features';
export { STAND_IN_TOKENS, STAND_IN_USER } from './hub/standInTokens';
export { RepoStore, type UploadedRepo, type RepoFile } from './hub/RepoStore';
