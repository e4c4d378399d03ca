import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Menu } from './Menu';
import { MenuButton } from './MenuButton';
import { MenuItem } from './MenuItem';

function LabelMenu({ onSelect = () => {} }: { onSelect?(label: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Menu label="Span menu" onClose={() => setOpen(false)}>
          {['Person', 'Place', 'Organisation'].map((label) => (
            <MenuItem key={label} checked={label === 'Place'} onSelect={() => onSelect(label)}>
              {label}
            </MenuItem>
          ))}
          <MenuItem onSelect={() => onSelect('remove')}>Remove</MenuItem>
        </Menu>
      )}
      <button type="button">After</button>
    </>
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('menu', { name: 'Span menu' });
}

describe('Menu', () => {
  it('focuses its first item; items are radios or plain items', async () => {
    render(<LabelMenu />);
    await openMenu();
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Person' }));
    expect(screen.getByRole('menuitemradio', { name: 'Place' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Person' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('menuitem', { name: 'Remove' }).hasAttribute('aria-checked')).toBe(false);
  });

  it('moves with Up and Down (wrapping), Home, End and a typed letter', async () => {
    render(<LabelMenu />);
    await openMenu();
    const focused = () => document.activeElement?.textContent;
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Remove');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Person');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Place');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Remove');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('Person');
    await userEvent.keyboard('o');
    expect(focused()).toBe('Organisation');
    await userEvent.keyboard('p');
    expect(focused()).toBe('Person');
  });

  it('selects with Enter and a click', async () => {
    const onSelect = vi.fn();
    render(<LabelMenu onSelect={onSelect} />);
    await openMenu();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Place');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(onSelect).toHaveBeenLastCalledWith('remove');
  });

  it('closes on Escape and gives the focus back to where it was', async () => {
    render(<LabelMenu />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps Escape to itself, so an outer handler does not also act on it', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <LabelMenu />
      </div>,
    );
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(outer).not.toHaveBeenCalled();
  });

  it('with isolateKeys keeps every key to itself; without it, keys it does not use reach the page', async () => {
    const outer = vi.fn();
    function Isolated({ isolateKeys }: { isolateKeys: boolean }) {
      return (
        <div onKeyDown={(event) => outer(event.key)}>
          <Menu label="Row menu" onClose={() => {}} isolateKeys={isolateKeys}>
            <MenuItem onSelect={() => {}}>Add row below</MenuItem>
          </Menu>
        </div>
      );
    }
    const { rerender } = render(<Isolated isolateKeys={false} />);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(outer).toHaveBeenCalledWith('Enter');
    outer.mockClear();
    rerender(<Isolated isolateKeys />);
    screen.getByRole('menuitem').focus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}{ArrowDown}');
    expect(outer).not.toHaveBeenCalled();
  });

  it('takes the focus itself when every item is disabled, so Escape still closes it', async () => {
    const onClose = vi.fn();
    render(
      <Menu label="Edit table" onClose={onClose}>
        <MenuItem disabled onSelect={() => {}}>
          Undo
        </MenuItem>
      </Menu>,
    );
    expect(document.activeElement).toBe(screen.getByRole('menu', { name: 'Edit table' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when Tab or a click takes the focus elsewhere, leaving the focus there', async () => {
    render(<LabelMenu />);
    await openMenu();
    await userEvent.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('works inside a shadow root: keys move, Escape returns the focus there', async () => {
    const { inRoot, shadowRoot } = renderInShadowRoot(<LabelMenu />);
    const open = inRoot.getByRole('button', { name: 'Open' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('menuitemradio', { name: 'Person' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('menuitemradio', { name: 'Place' }));
    await userEvent.keyboard('{Escape}');
    expect(inRoot.queryByRole('menu')).toBeNull();
    expect(shadowRoot.activeElement).toBe(open);
    expect(shadowRoot.querySelector('style[data-mg-style="mg-menu"]')).not.toBeNull();
  });
});

describe('MenuButton', () => {
  function Actions({ onSelect }: { onSelect(action: string): void }) {
    return (
      <MenuButton label="Actions" menuLabel="Record actions">
        {(close) =>
          ['Duplicate', 'Delete'].map((action) => (
            <MenuItem
              key={action}
              onSelect={() => {
                onSelect(action);
                close();
              }}
            >
              {action}
            </MenuItem>
          ))
        }
      </MenuButton>
    );
  }

  it('says it has a menu, opens on Enter or Down on the first item, and closes back to the button', async () => {
    const onSelect = vi.fn();
    render(<Actions onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Record actions' })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Delete');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when its button is pressed again, with the focus back on the button', async () => {
    render(<Actions onSelect={() => {}} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus leaves the menu', async () => {
    render(<Actions onSelect={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.blur(screen.getByRole('menuitem', { name: 'Duplicate' }), { relatedTarget: document.body });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
