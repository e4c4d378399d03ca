export { AnnotationViewElement, DatasetListElement, SignInElement } from './elements';
export { defineMarginaliaElements, MARGINALIA_ELEMENTS } from './define';
