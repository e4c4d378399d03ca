import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@marginalia/core';
import { SplitPane } from './SplitPane';
import { renderInView, viewApi } from './testing/annotationViewHarness';

describe('SplitPane', () => {
  it('resizes side by side with the arrow keys, never below 25 % on either side, and remembers the size', async () => {
    const storage = createMemoryStorage();
    const { unmount } = await renderInView(
      <SplitPane orientation="horizontal" storageKey="split" defaultSize={60} first="left" second="right" label="Resize" />,
      { api: viewApi(), storage },
    );
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
    await renderInView(
      <SplitPane orientation="horizontal" storageKey="split" defaultSize={60} first="left" second="right" label="Resize" />,
      { api: viewApi(), storage },
    );
    expect(screen.getByRole('separator', { name: 'Resize' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('keeps the upper pane at 38 % and collapses the lower one, remembering it', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const pane = (
      <SplitPane orientation="vertical" storageKey="side" defaultSize={70} first="form" second="Panel body" label="Resize" collapsibleTitle="Panels" />
    );
    const { unmount } = await renderInView(pane, { api: viewApi(), storage });
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize' }), { key: 'Home' });
    expect(screen.getByRole('separator', { name: 'Resize' }).getAttribute('aria-valuenow')).toBe('38');
    await user.click(screen.getByRole('button', { name: 'Collapse Panels' }));
    expect(screen.queryByText('Panel body')).toBeNull();
    unmount();
    await renderInView(pane, { api: viewApi(), storage });
    expect(screen.queryByText('Panel body')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand Panels' }));
    expect(screen.getByText('Panel body')).toBeTruthy();
  });
});
