import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Popover, PopoverPanel } from './Popover';

function Workspaces({ onClose }: { onClose?(): void }) {
  return (
    <>
      <Popover
        label="All workspaces"
        className="mg-dropdown"
        panelClassName="mg-dropdown__panel"
        onClose={onClose}
      >
        {({ close }) => (
          <>
            <label>
              <input type="checkbox" /> argilla
            </label>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </Popover>
      <p>Elsewhere</p>
    </>
  );
}

describe('Popover', () => {
  it('is a disclosure: the button says whether its panel shows and which element it is', async () => {
    render(<Workspaces />);
    const button = screen.getByRole('button', { name: 'All workspaces' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel?.className).toBe('mg-popover mg-dropdown__panel');
    expect(panel?.hasAttribute('role')).toBe(false);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('closes on Escape with the focus back on the button, and says so every time', async () => {
    const onClose = vi.fn();
    render(<Workspaces onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'All workspaces' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All workspaces' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a press outside but not on one inside', async () => {
    const onClose = vi.fn();
    render(<Workspaces onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'All workspaces' }));
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeTruthy();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the button when its content closes it', async () => {
    render(<Workspaces />);
    await userEvent.click(screen.getByRole('button', { name: 'All workspaces' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All workspaces' }));
  });

  it('is a named non-modal dialog with role="dialog": by its title element or by `title`', async () => {
    const { rerender } = render(
      <Popover label="Import data" role="dialog">
        {({ titleId }) => <h2 id={titleId}>Log records with the Python SDK</h2>}
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import data' }));
    expect(
      screen.getByRole('dialog', { name: 'Log records with the Python SDK' }).getAttribute('aria-modal'),
    ).toBeNull();
    rerender(
      <Popover label="Import data" role="dialog" title="Sort">
        <p>Sort by</p>
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Sort' })).toBeTruthy();
  });

  it('names an icon button with `buttonLabel` and stays shut while disabled', async () => {
    render(
      <Popover label="3" buttonLabel="Filters (3)" disabled>
        <p>Filters</p>
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Filters (3)' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(screen.queryByText('Filters')).toBeNull();
  });

  it('can be controlled: `open` decides, the button, Escape and a press outside ask through `onOpenChange`', async () => {
    const asked: boolean[] = [];
    function Controlled({ shownFromOutside }: { shownFromOutside: boolean }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Popover
            label="Export"
            role="dialog"
            title="Export"
            busy={shownFromOutside}
            open={open || shownFromOutside}
            onOpenChange={(next) => {
              asked.push(next);
              setOpen(next);
            }}
          >
            <input aria-label="Name" />
          </Popover>
          <p>Elsewhere</p>
        </>
      );
    }
    const { rerender } = render(<Controlled shownFromOutside={false} />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    await userEvent.click(button);
    expect(asked).toEqual([true]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(asked).toEqual([true, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    // Shown by its owner: it stays open whatever is asked, until the owner says otherwise.
    rerender(<Controlled shownFromOutside />);
    expect(screen.getByRole('dialog', { name: 'Export' })).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(asked).toEqual([true, false, false]);
    expect(screen.getByRole('dialog', { name: 'Export' })).toBeTruthy();
    rerender(<Controlled shownFromOutside={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works inside a shadow root: a press inside it is not outside, one in the page is, Escape returns the focus', async () => {
    const { inRoot, shadowRoot, outside } = renderInShadowRoot(<Workspaces />);
    const button = inRoot.getByRole('button', { name: 'All workspaces' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const checkbox = inRoot.getByRole('checkbox');
    // The page sees the host as the target of a press inside the shadow root.
    fireEvent.pointerDown(checkbox, { composed: true, bubbles: true });
    expect(inRoot.getByRole('checkbox')).toBeTruthy();
    checkbox.focus();
    await userEvent.keyboard('{Escape}');
    expect(inRoot.queryByRole('checkbox')).toBeNull();
    expect(shadowRoot.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    fireEvent.pointerDown(outside);
    expect(inRoot.queryByRole('checkbox')).toBeNull();
  });
});

describe('PopoverPanel', () => {
  function FromMenu({ onDismiss }: { onDismiss?(): void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Column menu
        </button>
        {open && (
          <PopoverPanel
            role="dialog"
            title="Filter values"
            className="mg-popover mg-table-popup"
            style={{ left: 10, top: 20 }}
            onDismiss={() => {
              onDismiss?.();
              setOpen(false);
            }}
            focusFirst
          >
            <p>Values</p>
            <label>
              <input type="checkbox" /> placebo
            </label>
          </PopoverPanel>
        )}
        <p>Elsewhere</p>
      </>
    );
  }

  it('shown by its caller: a named dialog at its place that takes the focus, Escape closes it back to the opener', async () => {
    render(<FromMenu />);
    const opener = screen.getByRole('button', { name: 'Column menu' });
    await userEvent.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Filter values' });
    expect(panel.className).toBe('mg-popover mg-table-popup');
    expect(panel.style.left).toBe('10px');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'placebo' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press outside but not on one inside', async () => {
    const onDismiss = vi.fn();
    render(<FromMenu onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Column menu' }));
    await userEvent.click(screen.getByText('Values'));
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works inside a shadow root: focus moves in and comes back there', async () => {
    const { inRoot, shadowRoot } = renderInShadowRoot(<FromMenu />);
    const opener = inRoot.getByRole('button', { name: 'Column menu' });
    await userEvent.click(opener);
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('checkbox'));
    await userEvent.keyboard('{Escape}');
    expect(inRoot.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(opener);
  });
});
