// Home dataset list rules.
export * from './list/datasetListFilters';
export * from './list/workspaceOptions';
export * from './list/workspacesParam';
export * from './list/createHomeFiltersStore';
export * from './list/userBadges';

// Home sidebar.
export * from './sidebar/exampleDatasets';
export * from './sidebar/pythonSnippet';

// Sign-in, guards and third-party login.
export * from './access/authParam';
export * from './access/hostedDemo';
export * from './access/newDatasetRedirect';
export * from './access/routeGuard';
export * from './access/createOAuthClient';
export * from './access/completeProviderSignIn';
export * from './access/loadHubWelcome';

// Environment: settings flags and progress sharing.
export * from './environment/environmentSettings';
export * from './environment/shareProgress';
