/** An entity label as the span field draws it. */
export interface SpanLabel {
  value: string;
  text: string;
  colour: string;
}
