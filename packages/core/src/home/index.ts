// Home dataset list rules.
export * from './list/datasetListFilters';
export * from './list/workspaceOptions';
export * from './list/workspacesParam';
export * from './list/createHomeFiltersStore';
export * from './list/userBadges';

// Home sidebar.
export * from './sidebar/exampleDatasets';
export * from './sidebar/pythonSnippet';
