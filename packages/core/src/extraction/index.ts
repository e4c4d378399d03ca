// LLM fill-in of reference tables: inputs from the record's answers, the request, the answer's check, the run.
export type { ExtractionInputs } from './extractionInputs';
export { EXTRACTION_QUESTIONS, NOT_LISTED, extractionInputs, modelPrompt } from './extractionInputs';
export type { ExtractionRequestInput } from './buildExtractionRequest';
export { buildExtractionRequest } from './buildExtractionRequest';
export type { ExtractionResult } from './validateExtractionResponse';
export { UNREADABLE_EXTRACTION, validateExtractionResponse } from './validateExtractionResponse';
export { extractionErrorText } from './extractionErrorText';
export type { ExtractionState, ExtractionStore, ExtractionStoreOptions, FillRequest } from './createExtractionStore';
export { createExtractionStore } from './createExtractionStore';
