import { AnnotationViewElement, DatasetListElement, SignInElement } from './elements';

/** The tags this bundle defines; all prefixed `mg-`. */
export const MARGINALIA_ELEMENTS = {
  'mg-sign-in': SignInElement,
  'mg-dataset-list': DatasetListElement,
  'mg-annotation-view': AnnotationViewElement,
} as const;

/**
 * Defines every Marginalia element; a tag that is already defined (say, by a second copy of the bundle) is
 * left alone rather than throwing.
 *
 * @example
 * import { defineMarginaliaElements } from '@marginalia/elements';
 * defineMarginaliaElements();
 */
export function defineMarginaliaElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(MARGINALIA_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
