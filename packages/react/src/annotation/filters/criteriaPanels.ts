// The chunk of the annotation toolbar's panels, loaded on demand by `criteriaPanelsModule`.
export { FiltersPanel } from './FiltersPanel';
export { SortPanel } from './SortPanel';
