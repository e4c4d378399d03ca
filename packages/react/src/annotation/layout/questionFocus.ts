// The control a question is entered by: its chosen option, else its first option, else its first input.
const ENTRY_POINTS = [
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

/**
 * Moves focus to the next (+1) or previous (-1) question of the form inside `root` (Ctrl/Cmd+↓/↑). From outside
 * the questions it enters the first one, or the last one going back. Returns whether focus moved.
 *
 * @example
 * moveQuestionFocus(rootElement, 1);
 */
export function moveQuestionFocus(root: Element, step: 1 | -1): boolean {
  const questions = [...root.querySelectorAll<HTMLElement>('.mg-questions [data-question]')];
  if (questions.length === 0) return false;
  const active = deepActiveElement(root);
  const current = questions.findIndex((question) => active !== null && question.contains(active));
  const index = current < 0 ? (step > 0 ? 0 : questions.length - 1) : current + step;
  const target = questions[index];
  if (!target) return false;
  for (const selector of ENTRY_POINTS) {
    const entry = target.querySelector<HTMLElement>(selector);
    if (entry) {
      entry.focus();
      return true;
    }
  }
  return false;
}
