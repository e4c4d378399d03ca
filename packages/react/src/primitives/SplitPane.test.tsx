import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@marginalia/core';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { SplitPane } from './SplitPane';

const collapsible = { title: 'Panels', collapseLabel: 'Collapse Panels', expandLabel: 'Expand Panels' };

describe('SplitPane', () => {
  it('resizes side by side with the arrow keys, never below 25 % on either side, and remembers the size', () => {
    const storage = createMemoryStorage();
    const pane = (
      <SplitPane orientation="horizontal" storage={storage} storageKey="split" defaultSize={60} first="left" second="right" label="Resize" />
    );
    const { unmount } = render(pane);
    const separator = screen.getByRole('separator', { name: 'Resize' });
    expect(separator.getAttribute('aria-valuenow')).toBe('60');
    expect(separator.getAttribute('aria-valuemin')).toBe('25');
    expect(separator.getAttribute('aria-valuemax')).toBe('75');
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(separator.getAttribute('aria-valuenow')).toBe('62');
    fireEvent.keyDown(separator, { key: 'End' });
    expect(separator.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(separator.getAttribute('aria-valuenow')).toBe('25');
    unmount();
    render(pane);
    expect(screen.getByRole('separator', { name: 'Resize' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('keeps the upper pane at 38 % and collapses the lower one, remembering it', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const pane = (
      <SplitPane
        orientation="vertical"
        storage={storage}
        storageKey="side"
        defaultSize={70}
        first="form"
        second="Panel body"
        label="Resize"
        collapsible={collapsible}
      />
    );
    const { unmount } = render(pane);
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize' }), { key: 'Home' });
    expect(screen.getByRole('separator', { name: 'Resize' }).getAttribute('aria-valuenow')).toBe('38');
    await user.click(screen.getByRole('button', { name: 'Collapse Panels' }));
    expect(screen.queryByText('Panel body')).toBeNull();
    unmount();
    render(pane);
    expect(screen.queryByText('Panel body')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand Panels' }));
    expect(screen.getByText('Panel body')).toBeTruthy();
  });

  it('starts collapsed when asked, its summary in the header, and remembers that it was expanded', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const pane = (
      <SplitPane
        orientation="vertical"
        storage={storage}
        storageKey="footer"
        defaultSize={70}
        first="form"
        second="Panel body"
        label="Resize"
        collapsible={{ ...collapsible, summary: <span>3 / 10 · 30%</span>, defaultCollapsed: true }}
      />
    );
    const { unmount } = render(pane);
    expect(screen.getByText('3 / 10 · 30%')).toBeTruthy();
    expect(screen.queryByText('Panel body')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand Panels' }));
    expect(screen.getByText('Panel body')).toBeTruthy();
    unmount();
    render(pane);
    expect(screen.getByText('Panel body')).toBeTruthy();
  });

  it('keeps the minimum it is given (the creation preview keeps 30 % above)', () => {
    render(
      <SplitPane
        orientation="vertical"
        storage={createMemoryStorage()}
        storageKey="upper"
        defaultSize={34}
        minPercent={30}
        first="record"
        second="configuration"
        label="Resize"
      />,
    );
    const separator = screen.getByRole('separator', { name: 'Resize' });
    expect(separator.getAttribute('aria-valuemin')).toBe('30');
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(separator.getAttribute('aria-valuenow')).toBe('30');
  });

  it('brings its own styles into a shadow root', () => {
    const { shadowRoot, inRoot } = renderInShadowRoot(
      <SplitPane orientation="horizontal" storage={createMemoryStorage()} storageKey="split" defaultSize={60} first="left" second="right" label="Resize" />,
    );
    expect(inRoot.getByRole('separator', { name: 'Resize' })).toBeTruthy();
    expect(shadowRoot.querySelector('style[data-mg-style="mg-split"]')?.textContent).toContain('.mg-split__separator');
  });
});
