import { ALL_ELEMENTS } from './allElements';
import { defineElement } from './base/defineElement';

/** The tags this package defines, all prefixed `mg-`. */
export const MARGINALIA_TAGS = ALL_ELEMENTS.map((element) => element.contract.tag);

/**
 * Defines every Marginalia element; a tag that is already defined (by a second copy of the bundle, say) is left
 * alone rather than throwing.
 *
 * @example
 * import { defineMarginaliaElements } from '@marginalia/elements';
 * defineMarginaliaElements();
 */
export function defineMarginaliaElements(registry: CustomElementRegistry = customElements): void {
  for (const element of ALL_ELEMENTS) defineElement(element, registry);
}
