/**
 * `HTMLElement` where there is one, and a stand-in class elsewhere, so the element modules can be imported in
 * Node (server rendering, the manifest build) without defining anything.
 */
export const HTMLElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;
