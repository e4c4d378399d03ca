export { optionSuggestionScore, orderOptions } from './optionOrder';
export { NO_ANIMATION_THRESHOLD, OPTION_SEARCH_THRESHOLD, optionList } from './optionList';
export type { OptionList, OptionListInput } from './optionList';
