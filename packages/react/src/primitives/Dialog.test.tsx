import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Dialog } from './Dialog';
import { OverlayHostContext } from './OverlayHost';

function Confirmation({ onConfirm = () => {} }: { onConfirm?(): void }) {
  const [open, setOpen] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit 150
      </button>
      {open && (
        <Dialog title="Submit 150 records?" titleAs="p" onCancel={() => setOpen(false)} initialFocus={continueRef}>
          <div className="mg-modal__buttons">
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              ref={continueRef}
              type="button"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Continue
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** A view with a sticky pane holding the confirmation, and the view's overlay host outside the panes. */
function ViewWithOverlays({ onConfirm }: { onConfirm(): void }) {
  const overlaysRef = useRef<HTMLDivElement | null>(null);
  return (
    <div data-testid="view">
      <OverlayHostContext.Provider value={overlaysRef}>
        <div data-testid="pane" style={{ position: 'sticky' }}>
          <Confirmation onConfirm={onConfirm} />
        </div>
      </OverlayHostContext.Provider>
      <div data-testid="overlays" ref={overlaysRef} />
    </div>
  );
}

describe('Dialog', () => {
  it("draws in the view's overlay host, outside the pane that opened it, and works from there", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ViewWithOverlays onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Submit 150' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit 150 records?' });
    expect(screen.getByTestId('overlays').contains(dialog)).toBe(true);
    expect(screen.getByTestId('pane').contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus goes back to the button that opened it, in the pane.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit 150' }));
  });

  it('is a modal dialog named by its title, with the focus on the chosen control', async () => {
    render(<Confirmation />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit 150' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit 150 records?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Submit 150 records?').tagName).toBe('P');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('keeps Tab and Shift+Tab inside, cycling through its controls', async () => {
    render(<Confirmation />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit 150' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('asks to cancel on Escape and gives the focus back to the opener when it closes', async () => {
    const onConfirm = vi.fn();
    render(<Confirmation onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Submit 150' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('focuses its first control without `initialFocus`, and has a heading title by default', () => {
    render(
      <Dialog title="Delete the dataset" onCancel={() => {}}>
        <input aria-label="Name" />
      </Dialog>,
    );
    expect(screen.getByRole('heading', { name: 'Delete the dataset' }).tagName).toBe('H2');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('works inside a shadow root: styles, focus trap and focus return stay in the root', async () => {
    const { inRoot, shadowRoot } = renderInShadowRoot(<Confirmation />);
    const opener = inRoot.getByRole('button', { name: 'Submit 150' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Tab}');
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('button', { name: 'Cancel' }));
    expect(shadowRoot.querySelector('style[data-mg-style="mg-dialog"]')?.textContent).toContain('.mg-modal');
    await userEvent.keyboard('{Escape}');
    expect(inRoot.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(opener);
  });
});
