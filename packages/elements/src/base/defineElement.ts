import type { MarginaliaElement } from './MarginaliaElement';

/** A concrete element class (the abstract base cannot be defined). */
export type ElementClass = (new () => MarginaliaElement) & typeof MarginaliaElement;

/**
 * Defines one element under its contract's tag, unless the tag is taken already (say, by a second copy of the
 * bundle on the page, as a notebook that runs a cell twice makes): then the first definition stays, silently.
 * Resolves whether this call defined it.
 *
 * @example
 * defineElement(AnnotationViewElement);
 */
export function defineElement(
  element: ElementClass,
  registry: CustomElementRegistry = customElements,
): boolean {
  const { tag } = element.contract;
  if (registry.get(tag)) return false;
  registry.define(tag, element);
  return true;
}
