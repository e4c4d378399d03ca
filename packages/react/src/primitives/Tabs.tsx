import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { revealScroll } from '@marginalia/core';
import { useScopedStyles } from '../styles/useScopedStyles';
import { tabsCss } from './tabsCss';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string> {
  /** The tab list's accessible name (required: an unnamed tab list says nothing of what its tabs choose). */
  label: string;
  tabs: readonly TabItem<V>[];
  /** The selected tab (the first one when it names none of them). */
  value: V;
  onChange(value: NoInfer<V>): void;
  /** `small`: the compact look of tabs inside a record card. */
  size?: 'small';
  /** Makes the panel a Tab stop, for content that does not start with a control (the APG's advice). */
  focusablePanel?: boolean;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Where each key moves in a horizontal tab list of `count` tabs, from `index` (wrapping at the ends). */
function targetOf(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Tabs with one panel (the WAI-ARIA tabs pattern, automatic activation): only the selected tab is in the Tab
 * order (roving tabindex); Left and Right move to the previous or next tab and select it, wrapping, Home and End
 * to the first and last. Each tab says it is selected and which panel it controls; the panel is named by its
 * tab. The tabs stay one row: a row wider than its box scrolls sideways, kept scrolled to the selected tab.
 * Renders in place with its own styles, so it works the same inside a custom element's shadow root.
 *
 * @example
 * <Tabs label={t('settings.tabs.label')} tabs={tabs} value={tab} onChange={selectTab}>{content}</Tabs>
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  size,
  focusablePanel = false,
  children,
}: TabsProps<V>) {
  const baseId = useId();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-tabs', tabsCss);
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  // A row too wide for its box scrolls sideways: the selected tab is scrolled into it (the row only, not the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const item = tab.getBoundingClientRect();
    list.scrollLeft = revealScroll(
      { start: item.left, end: item.right },
      { start: box.left, end: box.right },
      list.scrollLeft,
    );
  }, [selectedIndex]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = targetOf(event.key, selectedIndex, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  }

  if (tabs.length === 0) return null;
  return (
    <div ref={rootRef} className={size === 'small' ? 'mg-tabs mg-tabs--small' : 'mg-tabs'}>
      <div ref={listRef} role="tablist" aria-label={label} className="mg-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(node) => void (tabRefs.current[index] = node)}
            id={tabId(index)}
            type="button"
            role="tab"
            className="mg-tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={panelId(index)}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={panelId(selectedIndex)}
        role="tabpanel"
        className="mg-tabs__panel"
        aria-labelledby={tabId(selectedIndex)}
        tabIndex={focusablePanel ? 0 : undefined}
      >
        {children}
      </div>
    </div>
  );
}
