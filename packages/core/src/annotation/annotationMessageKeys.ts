/** Message keys of the annotation workflows, in namespace `core` (`locales/<lng>/core.json`). */
export const ANNOTATION_MESSAGE_KEYS = {
  /** Asked before a page or filter change drops the changes of a submitted record. */
  changesNoSubmit: 'changes_no_submit',
  /** The button that goes on anyway. */
  ignoreAndContinue: 'button.ignore_and_continue',
} as const;
