// The shared controls every component family builds on (see README.md in this folder).
export * from './Select';
export * from './Toggle';
export * from './ToggleButton';
export * from './Checkbox';
export * from './Switch';
export * from './Tabs';
export * from './Menu';
export * from './MenuItem';
export * from './MenuButton';
export * from './Popover';
export * from './Dialog';
export * from './OverlayHost';
export * from './SplitPane';
export { PANEL_LIMITS } from './panelSizes';
