// Export to the hub: the form, its validation and the job followed until it ends.
export * from './exportForm';
export * from './exportJobStorage';
export * from './createExportToHubSession';
export * from './exportSelectors';
