// The control a question is entered by: the one it names as its entry (the span field's text), its chosen
// option, else its first option, else its first input.
const ENTRY_POINTS = [
  '[data-question-entry]',
  'input:checked',
  'input[type="radio"], input[type="checkbox"], .mg-ranking__item',
  'textarea, [role="textbox"][tabindex="0"], input, button:not(.mg-options__more)',
];

/** The focused element, looking inside shadow roots. */
function deepActiveElement(root: Node): Element | null {
  let active = (root.getRootNode() as Document | ShadowRoot).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const nameOf = (element: Element | null | undefined) => element?.getAttribute('data-question') ?? null;

/**
 * Where else a question is drawn: a span question answered on the record (the form only points there) is drawn
 * in its field; in bulk mode on every record, the one under the record cursor first.
 */
function drawnElsewhere(root: ParentNode, question: Element): Element[] {
  const name = nameOf(question);
  const others = [...root.querySelectorAll('[data-question]')].filter(
    (element) => element !== question && nameOf(element) === name && !question.contains(element),
  );
  const underCursor = (element: Element) => (element.closest('[aria-current="true"]') ? 0 : 1);
  return others.sort((a, b) => underCursor(a) - underCursor(b));
}

/**
 * Focuses the control a question is entered by (see ENTRY_POINTS); a question without one in the form (a span
 * question answered on the record) is entered where it is drawn. Returns whether focus moved.
 *
 * @example
 * enterQuestion(document, formItem);
 */
export function enterQuestion(root: ParentNode, question: Element): boolean {
  for (const candidate of [question, ...drawnElsewhere(root, question)]) {
    for (const selector of ENTRY_POINTS) {
      const entry = candidate.querySelector<HTMLElement>(selector);
      if (entry) {
        entry.focus();
        return true;
      }
    }
  }
  return false;
}

/**
 * Moves focus to the next (+1) or previous (-1) question of the form inside `root` (Ctrl/Cmd+↓/↑), skipping
 * questions that cannot take the focus. Focus in a question drawn on the record (a span field) counts as being
 * in that question. From outside the questions it enters the first one, or the last one going back. Returns
 * whether focus moved.
 *
 * @example
 * moveQuestionFocus(rootElement, 1);
 */
export function moveQuestionFocus(root: Element, step: 1 | -1): boolean {
  const questions = [...root.querySelectorAll<HTMLElement>('.mg-questions [data-question]')];
  if (questions.length === 0) return false;
  const active = deepActiveElement(root);
  const activeName = nameOf(active?.closest('[data-question]'));
  const current = questions.findIndex((question) => activeName !== null && nameOf(question) === activeName);
  const start = current < 0 ? (step > 0 ? 0 : questions.length - 1) : current + step;
  for (let index = start; index >= 0 && index < questions.length; index += step) {
    if (enterQuestion(root, questions[index]!)) return true;
  }
  return false;
}
