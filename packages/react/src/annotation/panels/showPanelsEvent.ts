/**
 * The event a control of the annotation view dispatches (bubbling, composed) to have the collapsed panels shown,
 * e.g. the record header's comments button, whose thread shows in them.
 */
export const SHOW_PANELS_EVENT = 'mg-show-panels';
