/** How an attribute's text becomes its property value. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** One attribute, mirrored by a property of the camel-cased name. */
export interface AttributeContract {
  /** The kebab-case attribute name, e.g. `dataset-id`. */
  attribute: string;
  type: AttributeType;
  description: string;
  /** Setting the property writes the attribute back (for values a page styles or reads by selector). */
  reflect?: boolean;
  /** Shown in the manifest; what an absent attribute means. */
  default?: string;
}

/** A property for a value an attribute cannot carry (a function, an object). */
export interface PropertyContract {
  /** Its TypeScript type as shown in the manifest and docs, e.g. `() => Promise<string>`. */
  type: string;
  description: string;
  /** Only read (the element reports it; setting it does nothing). */
  readonly?: boolean;
}

/** An event the element fires; all bubble and are composed, so they cross shadow roots. */
export interface EventContract {
  /** The TypeScript type of `event.detail`, e.g. `{ datasetId: string }`. */
  detail: string;
  description: string;
}

/**
 * What an element promises, in one object: the manifest (`custom-elements.json`), the docs table, the observed
 * attributes and the property accessors are all made from it, so they cannot drift apart.
 */
export interface ElementContract {
  tag: `mg-${string}`;
  /** The class name, e.g. `AnnotationViewElement`. */
  className: string;
  summary: string;
  /** Property name → attribute. */
  attributes: Record<string, AttributeContract>;
  /** Property name → property without attribute. */
  properties: Record<string, PropertyContract>;
  /** Event name (`mg-*`) → detail and meaning. */
  events: Record<`mg-${string}`, EventContract>;
  /** `::part()` name → the surface it styles. */
  parts: Record<string, string>;
  /** CSS custom property → what it themes. */
  cssProperties: Record<`--${string}`, string>;
  /** Shows the sign-in form while nobody is signed in and no key or token is given (default true). */
  requiresUser?: boolean;
  /** The view fires `mg-ready` itself once its content is loaded, instead of when the session is known. */
  readyFromView?: boolean;
  /**
   * The reads that load what the element shows: GET paths after `/api/v1`, `*` standing for one segment
   * (`/datasets/*`). When one fails other than with a 401, the base fires `mg-error` (`status` 0 without an
   * answer); `defineContract` documents it. Reads whose failure the view shrugs off are not listed.
   */
  loads?: readonly `/${string}`[];
}
