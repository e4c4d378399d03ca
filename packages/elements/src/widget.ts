// `@marginalia/elements/widget`: any Marginalia element as a Jupyter widget, through anywidget's front-end module
// protocol (an ES module whose default export has `render({ model, el })`, returning a cleanup). A Python user
// wraps it in a few lines — an `anywidget.AnyWidget` whose `_esm` is this file's URL (the server serves it at
// `/elements/widget.js`) and whose traits say which element to show:
//
//   tag         'mg-annotation-view', 'mg-progress', … (one of the package's tags)
//   attributes  { 'dataset-id': '…', 'api-key': '…', style: 'height: 640px' } — text; true is an empty attribute,
//               false and None remove it
//   properties  { answers: {…} } — set as the element's properties (JSON values)
//
// Changes to the traits update the element (a new `tag` makes a new one); every `mg-*` event of the element goes
// back to Python as a custom message `{ event, detail }` (`widget.on_msg(...)`). Elements are defined on the first
// render, once per page however many copies of this module run (a notebook re-running its cells).
import { defineMarginaliaElements, MARGINALIA_TAGS } from './define';
import { ALL_ELEMENTS } from './allElements';

/** The traits the widget reads. */
export interface MarginaliaWidgetTraits {
  tag: string;
  attributes?: Record<string, string | number | boolean | null> | null;
  properties?: Record<string, unknown> | null;
}

/**
 * What the widget uses of anywidget's model (`AnyModel` of `@anywidget/types`, which it is assignable from):
 * read the traits, follow their changes, send messages to the kernel.
 */
export interface MarginaliaWidgetModel {
  get(name: 'tag'): string;
  get(name: 'attributes'): MarginaliaWidgetTraits['attributes'];
  get(name: 'properties'): MarginaliaWidgetTraits['properties'];
  on(eventName: string, callback: () => void): void;
  off(eventName?: string | null, callback?: (() => void) | null): void;
  send(content: unknown): void;
}

/** What `render` is given (anywidget's `RenderProps`, as far as used). */
export interface MarginaliaWidgetRenderProps {
  model: MarginaliaWidgetModel;
  el: HTMLElement;
}

/** The events each tag fires, from its contract. */
const EVENTS_BY_TAG = new Map<string, string[]>(
  ALL_ELEMENTS.map(({ contract }) => [contract.tag, Object.keys(contract.events)]),
);

function attributeText(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined || value === false) return null;
  return value === true ? '' : String(value);
}

/** The event's detail as JSON the kernel can take (functions and elements dropped). */
function jsonDetail(detail: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(detail ?? null)) as unknown;
  } catch {
    return null;
  }
}

/** One view of the widget: its element in `el`, kept in step with the model until `dispose`. */
function mountView(model: MarginaliaWidgetModel, el: HTMLElement) {
  let element: HTMLElement | null = null;
  let written = new Set<string>();
  const forward = (event: Event) => {
    model.send({ event: event.type, detail: jsonDetail((event as CustomEvent).detail) });
  };

  const writeAttributes = () => {
    if (!element) return;
    const next = model.get('attributes') ?? {};
    for (const name of written) if (!(name in next)) element.removeAttribute(name);
    for (const [name, value] of Object.entries(next)) {
      const text = attributeText(value);
      if (text === null) element.removeAttribute(name);
      else if (element.getAttribute(name) !== text) element.setAttribute(name, text);
    }
    written = new Set(Object.keys(next));
  };
  const writeProperties = () => {
    if (!element) return;
    for (const [name, value] of Object.entries(model.get('properties') ?? {})) {
      (element as unknown as Record<string, unknown>)[name] = value;
    }
  };
  const removeElement = () => {
    if (!element) return;
    for (const type of EVENTS_BY_TAG.get(element.localName) ?? []) element.removeEventListener(type, forward);
    element.remove();
    element = null;
    written = new Set();
  };
  const makeElement = () => {
    removeElement();
    const tag = model.get('tag');
    if (!(MARGINALIA_TAGS as readonly string[]).includes(tag)) {
      throw new Error(`Marginalia widget: tag must be one of ${MARGINALIA_TAGS.join(', ')}; got ${JSON.stringify(tag)}`);
    }
    element = el.ownerDocument.createElement(tag);
    for (const type of EVENTS_BY_TAG.get(tag) ?? []) element.addEventListener(type, forward);
    // Properties before attributes and before the element is placed: the element starts with all of them.
    writeProperties();
    writeAttributes();
    el.append(element);
  };

  makeElement();
  model.on('change:tag', makeElement);
  model.on('change:attributes', writeAttributes);
  model.on('change:properties', writeProperties);
  return () => {
    model.off('change:tag', makeElement);
    model.off('change:attributes', writeAttributes);
    model.off('change:properties', writeProperties);
    removeElement();
  };
}

/**
 * anywidget's `render`: defines the elements (once per page), shows the model's element in `el` and answers the
 * cleanup anywidget calls when the view goes (a re-run cell, a closed output).
 */
function render({ model, el }: MarginaliaWidgetRenderProps): () => void {
  defineMarginaliaElements();
  return mountView(model, el);
}

export default { render };
