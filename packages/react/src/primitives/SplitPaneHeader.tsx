import { Icon } from '../styles/Icon';

/** The lower pane's header of a collapsible stacked split, with the texts of its collapse button. */
export interface SplitPaneCollapsible {
  /** Shown in the header, e.g. 'Progress and guidelines'. */
  title: string;
  /** The button's name while the pane shows, e.g. 'Collapse Progress and guidelines'. */
  collapseLabel: string;
  /** The button's name while the pane is collapsed, e.g. 'Expand Progress and guidelines'. */
  expandLabel: string;
}

export interface SplitPaneHeaderProps {
  collapsible: SplitPaneCollapsible;
  collapsed: boolean;
  onToggle(): void;
}

/** The lower pane's header of a collapsible stacked split: its title and the collapse / expand button. */
export function SplitPaneHeader({ collapsible, collapsed, onToggle }: SplitPaneHeaderProps) {
  return (
    <div className="mg-split__header">
      <h2 className="mg-split__title">{collapsible.title}</h2>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon mg-split__collapse"
        aria-expanded={!collapsed}
        aria-label={collapsed ? collapsible.expandLabel : collapsible.collapseLabel}
        onClick={onToggle}
      >
        <Icon name={collapsed ? 'arrowUp' : 'chevronDown'} />
      </button>
    </div>
  );
}
