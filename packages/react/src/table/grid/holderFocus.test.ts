import type { Tabulator } from 'tabulator-tables';
import { describe, expect, it, vi } from 'vitest';
import { focusHolderWithoutScrolling } from './holderFocus';

describe('focusHolderWithoutScrolling', () => {
  it("makes every focus of the grid's scroll holder keep the page still", () => {
    const holder = document.createElement('div');
    const focus = vi.spyOn(holder, 'focus');
    focusHolderWithoutScrolling({ rowManager: { element: holder } } as unknown as Tabulator);

    holder.focus();
    holder.focus({ focusVisible: true } as FocusOptions);

    expect(focus).toHaveBeenNthCalledWith(1, { preventScroll: true });
    expect(focus).toHaveBeenNthCalledWith(2, { focusVisible: true, preventScroll: true });
  });

  it('leaves a grid without a holder alone', () => {
    expect(() => focusHolderWithoutScrolling({} as unknown as Tabulator)).not.toThrow();
  });
});
