// Home dataset list rules.
export type {
  DatasetListFilters,
  DatasetSortField,
  SortDirection,
} from './list/datasetListFilters';
export {
  DATASET_SORT_FIELDS,
  DEFAULT_DATASET_LIST_FILTERS,
  applyDatasetListFilters,
} from './list/datasetListFilters';
export type { WorkspaceOption } from './list/workspaceOptions';
export { workspaceOptions } from './list/workspaceOptions';
export {
  WORKSPACES_QUERY_PARAM,
  parseWorkspacesParam,
  formatWorkspacesParam,
  homePathForWorkspaces,
} from './list/workspacesParam';
export type { HomeFiltersState } from './list/createHomeFiltersStore';
export { createHomeFiltersStore } from './list/createHomeFiltersStore';
export type { UserBadgesLayout } from './list/userBadges';
export { userBadges, VISIBLE_USER_BADGES, MAX_EXPANDABLE_USERS } from './list/userBadges';

// Home sidebar.
export type { ExampleDataset, ExampleTask } from './sidebar/exampleDatasets';
export { EXAMPLE_DATASETS, hubImportPath } from './sidebar/exampleDatasets';
export type { PythonSnippetOptions } from './sidebar/pythonSnippet';
export { pythonLogRecordsSnippet } from './sidebar/pythonSnippet';

// Sign-in, guards and third-party login.
export type { AuthParamCredentials } from './access/authParam';
export { decodeAuthParam } from './access/authParam';
export type { HostedDemoHosts } from './access/hostedDemo';
export { isHostedDemo, HUB_DOMAIN, SPACE_HOST } from './access/hostedDemo';
export { newDatasetRedirect } from './access/newDatasetRedirect';
export type { GuardedRoute, RouteGuardInput, RouteGuardDecision } from './access/routeGuard';
export {
  resolveRouteGuard,
  OMIT_CALL_TO_ACTION_PARAM,
  SIGN_IN_PATH,
  WELCOME_HUB_SIGN_IN_PATH,
  signInPathOmittingCallToAction,
} from './access/routeGuard';
export type { OAuthClient, OAuthClientOptions } from './access/createOAuthClient';
export { createOAuthClient, hubProviders, HUB_PROVIDER } from './access/createOAuthClient';
export type { ProviderSignInOptions } from './access/completeProviderSignIn';
export { completeProviderSignIn } from './access/completeProviderSignIn';
export type { HubWelcome } from './access/loadHubWelcome';
export { loadHubWelcome } from './access/loadHubWelcome';

// Environment: settings flags and progress sharing.
export type { EnvironmentSettings, HubSpace } from './environment/environmentSettings';
export {
  NO_ENVIRONMENT_SETTINGS,
  toEnvironmentSettings,
  loadEnvironmentSettings,
} from './environment/environmentSettings';
export type { ShareProgressParams } from './environment/shareProgress';
export {
  SHARE_MIN_SUBMITTED,
  SUBMITTED_MILESTONE,
  SHARE_IMAGE_WIDTH,
  SHARE_PROGRESS_PATH,
  DEFAULT_SHARE_IMAGE_SERVICE,
  canShareProgress,
  isSubmittedMilestone,
  shareProgressPath,
  readShareProgressParams,
  shareProgressImageUrl,
} from './environment/shareProgress';
