import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShareProgressParams } from '@marginalia/core';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ShareProgressControl } from './ShareProgressControl';
import { ShareProgressPage } from './ShareProgressPage';

const PARAMS = { userName: 'ann', recordsSubmitted: 12, teamProgress: 40, datasetName: 'imdb', datasetId: 'd1' };

afterEach(() => vi.useRealTimers());

describe('ShareProgressPage', () => {
  it('shows who contributed how much, and the team progress, from the query', async () => {
    const params = readShareProgressParams(
      new URLSearchParams('user_name=ann&records_submitted=1200&team_progress=40.5&dataset_name=imdb&dataset_id=d1'),
    );
    const { navigation } = renderWithMarginalia(<ShareProgressPage params={params} />, { fetch: createFakeApi({}).fetch });
    expect(screen.getByRole('heading', { name: 'ann is contributing to imdb' })).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByText('40.50%')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Contribute too' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/dataset/d1/annotation-mode');
  });
});

/** Renders the control with a submitted count the test can change, inside the provider. */
function renderWithCount(initial: number, enabled = true) {
  let setCount: (count: number) => void = () => undefined;
  function Harness() {
    const [count, set] = useState(initial);
    setCount = set;
    return <ShareProgressControl enabled={enabled} {...PARAMS} recordsSubmitted={count} />;
  }
  const rendered = renderWithMarginalia(<Harness />, { fetch: createFakeApi({}).fetch });
  return { ...rendered, setCount: (count: number) => act(() => setCount(count)) };
}

describe('ShareProgressControl', () => {
  it('is hidden unless sharing is enabled and at least 2 responses are submitted', () => {
    expect(renderWithCount(12, false).container.innerHTML).toBe('');
    const { setCount } = renderWithCount(1);
    expect(screen.queryByRole('button')).toBeNull();
    setCount(2);
    expect(screen.getByRole('button', { name: 'Share your progress' })).toBeTruthy();
  });

  it('shows the preview dialog on hover and copies the link on click', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<ShareProgressControl enabled {...PARAMS} />, { fetch: createFakeApi({}).fetch });
    const button = screen.getByRole('button', { name: 'Share your progress' });
    await user.hover(button);
    const dialog = screen.getByRole('tooltip');
    const link = `${location.origin}/#/share-your-progress?user_name=ann&records_submitted=12&team_progress=40&dataset_name=imdb&dataset_id=d1`;
    expect(dialog.textContent).toContain(link);
    expect(screen.getByRole('img', { name: 'Preview of your progress on imdb' }).getAttribute('src')).toBe(
      `https://image.thum.io/get/width/1200/${link}`,
    );
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    await user.unhover(button);
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('plays the submitted animation when the count reaches a multiple of 10', () => {
    vi.useFakeTimers();
    const { setCount } = renderWithCount(9);
    expect(screen.queryByRole('status')).toBeNull();
    setCount(10);
    expect(screen.getByRole('status').textContent).toBe('🎉 10 records submitted!');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('status')).toBeNull();
    setCount(11);
    expect(screen.queryByRole('status')).toBeNull();
    setCount(20);
    expect(screen.getByRole('status').textContent).toBe('🎉 20 records submitted!');
  });
});
