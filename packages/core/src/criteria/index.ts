// Record criteria of the annotation view: model, store, URL format, sort offerings and the search request.
export * from './criteriaConstants';
export * from './RecordCriteria';
export { CRITERIA_PARTS, areCriteriaEqual, changedParts, isSamePart } from './criteriaEquality';
export * from './criteriaFlags';
export * from './filterActivity';
export * from './filterableQuestions';
export * from './filterOptions';
export * from './filterRanges';
export type {
  LabelsEditorView,
  RangeEditorView,
  UnavailableEditorView,
  FilterEditorView,
  FilterValueEdit,
} from './filterEditorViews';
export * from './responseFilterEditor';
export * from './suggestionFilterEditor';
export * from './metadataFilterEditor';
export * from './filtersPanel';
export * from './sortOfferings';
export * from './reviewStatusFilter';
export * from './criteriaReset';
export * from './reviewStatusUrlParam';
export * from './criteriaUrl';
export * from './createCriteriaUrlSync';
export * from './createRecordCriteriaStore';
export * from './buildSearchRequest';
export * from './pageModeRules';
