import type { ElementContract } from './ElementContract';
import {
  SHARED_ATTRIBUTES,
  SHARED_CSS_PROPERTIES,
  SHARED_EVENTS,
  SHARED_PARTS,
  SHARED_PROPERTIES,
  SIGN_IN_PART,
  loadErrorEvent,
} from './sharedContract';

type OwnContract = Omit<ElementContract, 'cssProperties'> & {
  cssProperties?: ElementContract['cssProperties'];
};

/**
 * An element's contract with the attributes, properties, events, parts and CSS properties every element has
 * added in front of its own; an element that needs a user also shows the sign-in form (its `sign-in` part), and
 * one that `loads` data documents the `mg-error` its failed loads fire (unless it describes `mg-error` itself).
 *
 * @example
 * const contract = defineContract({ tag: 'mg-progress', className: 'ProgressElement', summary: '…', attributes: {…}, … });
 */
export function defineContract(own: OwnContract): ElementContract {
  return {
    ...own,
    attributes: { ...SHARED_ATTRIBUTES, ...own.attributes },
    properties: { ...SHARED_PROPERTIES, ...own.properties },
    events: {
      ...SHARED_EVENTS,
      ...(own.loads && own.loads.length > 0 ? { 'mg-error': loadErrorEvent(own.loads) } : {}),
      ...own.events,
    },
    parts: { ...SHARED_PARTS, ...(own.requiresUser === false ? {} : SIGN_IN_PART), ...own.parts },
    cssProperties: { ...SHARED_CSS_PROPERTIES, ...own.cssProperties },
  };
}
