// The agreement panel: the dataset's agreement (computed by the server with `agreement/`) as rows with bands.
export * from './agreementBands';
export * from './agreementMessageKeys';
export * from './agreementRows';
export * from './agreementPanelQuery';
