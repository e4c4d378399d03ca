// LLM fill-in of reference tables: inputs from the record's answers, the request, the answer's check, the run.
export * from './extractionInputs';
export * from './buildExtractionRequest';
export * from './validateExtractionResponse';
export * from './extractionErrorText';
export * from './createExtractionStore';
export * from './extractionMessageKeys';
export * from './referencedRowGroups';
export * from './tableReference';
