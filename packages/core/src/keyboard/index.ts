// Keyboard shortcuts of the annotation view: defaults, remapping, conflicts, the digit buffer and which key
// targets take typed text; the scroll that keeps a keyboard-selected item (a tab) in view.
export * from './defaultShortcuts';
export * from './shortcutBinding';
export * from './shortcutConflicts';
export * from './createDigitBuffer';
export * from './createKeyboardShortcuts';
export * from './shortcutMessages';
export * from './keyTarget';
export * from './keyForView';
export * from './revealScroll';
