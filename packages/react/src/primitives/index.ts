// The shared controls every component family builds on (see README.md in this folder).
export { Select } from './Select';
export type { SelectOption, SelectOptionGroup, SelectProps } from './Select';
export { Toggle } from './Toggle';
export type { ToggleOption, ToggleProps } from './Toggle';
export { ToggleButton } from './ToggleButton';
export type { ToggleButtonProps } from './ToggleButton';
export { Menu } from './Menu';
export type { MenuProps } from './Menu';
export { MenuItem } from './MenuItem';
export type { MenuItemProps } from './MenuItem';
export { MenuButton } from './MenuButton';
export type { MenuButtonProps } from './MenuButton';
export { Popover } from './Popover';
export type { PopoverPanelApi, PopoverProps } from './Popover';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
