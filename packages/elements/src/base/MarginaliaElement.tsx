import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AttributeContract, ElementContract } from './ElementContract';
import { ElementRoot } from './ElementRoot';
import { HTMLElementBase } from './HTMLElementBase';
import type { MarginaliaEventDetail, MarginaliaEventMap } from './MarginaliaEvents';

/** Attribute and property values of an element, by property name. */
export type ElementValues = Record<string, unknown>;

function fromAttribute(text: string | null, { type }: AttributeContract): unknown {
  if (type === 'boolean') return text !== null;
  if (text === null) return null;
  if (type === 'number') return text.trim() === '' ? null : Number(text);
  return text;
}

const finalized = new WeakSet<object>();

/**
 * The base of every `mg-*` element: an open shadow root with its own React root, attributes and properties
 * from the class's `contract`, and events that bubble and cross the shadow root. The React tree is unmounted
 * when the element leaves the page (unless it is only moved), so its stores, listeners and timers go with it.
 * A subclass gives a `contract` and `renderView`; nothing else.
 *
 * @example
 * export class ProgressElement extends MarginaliaElement {
 *   static readonly contract = progressContract;
 *   protected renderView(values: ElementValues) { return <DatasetProgressView datasetId={String(values.datasetId)} />; }
 * }
 */
export abstract class MarginaliaElement extends HTMLElementBase {
  static readonly contract: ElementContract;

  static get observedAttributes(): string[] {
    this.finalize();
    return Object.values(this.contract.attributes).map((entry) => entry.attribute);
  }

  /** Installs the property accessors of the contract once per class (the registry reads observedAttributes first). */
  static finalize(): void {
    if (finalized.has(this)) return;
    finalized.add(this);
    const { attributes, properties } = this.contract;
    for (const [name, entry] of Object.entries(attributes)) {
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get(this: MarginaliaElement) {
          return this.values[name] ?? null;
        },
        set(this: MarginaliaElement, value: unknown) {
          if (!entry.reflect) return this.setValue(name, value);
          if (value === null || value === undefined || value === false) this.removeAttribute(entry.attribute);
          else this.setAttribute(entry.attribute, value === true ? '' : String(value));
        },
      });
    }
    for (const [name, entry] of Object.entries(properties)) {
      if (entry.readonly || Object.getOwnPropertyDescriptor(this.prototype, name)) continue;
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get(this: MarginaliaElement) {
          return this.values[name] ?? null;
        },
        set(this: MarginaliaElement, value: unknown) {
          this.setValue(name, value);
        },
      });
    }
  }

  /** Current attribute and property values, by property name. */
  protected readonly values: ElementValues = {};
  #root: Root | null = null;
  #renderQueued = false;

  constructor() {
    super();
    (this.constructor as typeof MarginaliaElement).finalize();
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    this.#takeOwnProperties();
    if (this.#root) return; // moved within the page: keep the tree and its state
    const container = this.ownerDocument.createElement('div');
    container.setAttribute('part', 'root');
    container.className = 'mg-element';
    this.shadowRoot!.replaceChildren(container);
    this.#root = createRoot(container);
    this.#render();
  }

  disconnectedCallback(): void {
    // After this task's microtasks, so that moving the element (removed, then inserted again) keeps it alive.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
      this.shadowRoot!.replaceChildren();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return;
    const entry = Object.entries(this.#contract.attributes).find(
      ([, candidate]) => candidate.attribute === name,
    );
    if (entry) this.setValue(entry[0], fromAttribute(next, entry[1]));
  }

  /** Fires a Marginalia event from this element: it bubbles and crosses shadow roots. */
  emit<K extends keyof MarginaliaEventMap>(type: K, detail: MarginaliaEventDetail<K>): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** The React node this element shows, from its current values (typed loosely so the published types need no React). */
  protected abstract renderView(values: ElementValues): unknown;

  protected setValue(name: string, value: unknown): void {
    if (Object.is(this.values[name], value)) return;
    this.values[name] = value;
    this.#queueRender();
  }

  get #contract(): ElementContract {
    return (this.constructor as typeof MarginaliaElement).contract;
  }

  /** Properties a page set before the element was defined sit on the instance: pass them to the accessors. */
  #takeOwnProperties(): void {
    const { attributes, properties } = this.#contract;
    for (const name of [...Object.keys(attributes), ...Object.keys(properties)]) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = (this as unknown as Record<string, unknown>)[name];
      delete (this as unknown as Record<string, unknown>)[name];
      (this as unknown as Record<string, unknown>)[name] = value;
    }
  }

  #queueRender(): void {
    if (this.#renderQueued || !this.#root) return;
    this.#renderQueued = true;
    // One render for all the attributes and properties set in one task.
    queueMicrotask(() => {
      this.#renderQueued = false;
      this.#render();
    });
  }

  #render(): void {
    this.#root?.render(
      <ElementRoot host={this} contract={this.#contract} values={{ ...this.values }}>
        {this.renderView({ ...this.values }) as ReactNode}
      </ElementRoot>,
    );
  }
}
