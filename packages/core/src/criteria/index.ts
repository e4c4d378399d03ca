// Record criteria of the annotation view: model, store, URL format, sort offerings and the search request.
export * from './criteriaConstants';
export type {
  CriteriaRecordStatus,
  CriteriaStatus,
  PageMode,
  PageCriteria,
  SearchTextCriteria,
  RangeValue,
  LabelOperator,
  LabelsWithOperator,
  MetadataFilter,
  ResponseFilter,
  SuggestionValueFilter,
  SuggestionFilter,
  CriteriaSort,
  SimilarityOrder,
  SimilaritySearch,
  RecordCriteria,
  CriteriaPart,
} from './RecordCriteria';
export {
  CRITERIA_STATUSES,
  VALID_STATUSES,
  DEFAULT_LABEL_OPERATOR,
  defaultRecordCriteria,
  pageAt,
  similaritySearchOf,
  isRangeValue,
} from './RecordCriteria';
export { CRITERIA_PARTS, areCriteriaEqual, changedParts, isSamePart } from './criteriaEquality';
export type { CriteriaFlags } from './criteriaFlags';
export { criteriaFlags } from './criteriaFlags';
export type { RangeBounds } from './filterActivity';
export {
  isTermsFilterActive,
  isRangeFilterActive,
  ratingBounds,
  metadataBounds,
  withoutEmptyMetadataFilters,
  withoutEmptyResponseFilters,
  withoutEmptySuggestionFilters,
} from './filterActivity';
export {
  RESPONSE_FILTER_QUESTION_TYPES,
  responseFilterQuestions,
  canFilterByAgent,
} from './filterableQuestions';
export type { FilterOption } from './filterOptions';
export {
  SEARCHABLE_OPTIONS_FROM,
  questionFilterOptions,
  isSearchableOptionList,
  toggleTerm,
  matchingOptions,
  replaceInPlace,
} from './filterOptions';
export { INTEGER_STEP, FLOAT_STEP, typedBound, withLowerBound, withUpperBound } from './filterRanges';
export type {
  LabelsEditorView,
  RangeEditorView,
  UnavailableEditorView,
  FilterEditorView,
  FilterValueEdit,
} from './filterEditorViews';
export type { FilterQuestion } from './responseFilterEditor';
export { isMultiLabelType, responseFilterEditor, withResponseFilterEdit } from './responseFilterEditor';
export type { SuggestionFilterEditorView, SuggestionFilterEdit } from './suggestionFilterEditor';
export { suggestionFilterEditor, withSuggestionFilterEdit } from './suggestionFilterEditor';
export type { FilterProperty } from './metadataFilterEditor';
export {
  metadataRangeBounds,
  metadataTermOptions,
  metadataFilterEditor,
  withMetadataFilterEdit,
} from './metadataFilterEditor';
export type { FiltersPanelEntry, FiltersPanelView } from './filtersPanel';
export { selectFiltersPanel } from './filtersPanel';
export type { SortKey, SortOffering, SortOfferingSources } from './sortOfferings';
export {
  RECORD_SORT_PROPERTIES,
  buildSortOfferings,
  sortIdOf,
  unselectedSortOfferings,
  addSort,
  replaceSort,
  removeSort,
  toggleSortDirection,
} from './sortOfferings';
export type { CriteriaUrlParam } from './criteriaUrl';
export { CRITERIA_URL_PARAMS, parseCriteriaFromUrl, serializeCriteriaToUrl } from './criteriaUrl';
export type { CriteriaUrlAdapter, CriteriaUrlSyncOptions } from './createCriteriaUrlSync';
export { createCriteriaUrlSync } from './createCriteriaUrlSync';
export type {
  DebouncedCriteriaPart,
  CriteriaTimers,
  RecordCriteriaStoreOptions,
  CriteriaEditOptions,
  CriteriaChangeEvent,
  RecordCriteriaState,
  RecordCriteriaStore,
} from './createRecordCriteriaStore';
export { createRecordCriteriaStore } from './createRecordCriteriaStore';
export type { SearchRequestContext, SearchRequestParams, SearchRequest } from './buildSearchRequest';
export { buildSearchRequest } from './buildSearchRequest';
export { allowsBulkMode, selectIsBulk, changeStatus, keepBulkModeForPending } from './pageModeRules';
