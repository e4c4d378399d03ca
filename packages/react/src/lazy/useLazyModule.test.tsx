import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';
import { Component, type ReactNode } from 'react';
import { useLazyModule, useRequiredLazyModule } from './useLazyModule';

function Shout({
  module,
  onError,
  afterPaint,
}: {
  module: ReturnType<typeof lazyModule<(text: string) => string>>;
  onError?: (e: unknown) => void;
  afterPaint?: boolean;
}) {
  const shout = useLazyModule(module, onError, { afterPaint });
  return <p>{shout ? shout('hello') : 'plain hello'}</p>;
}

describe('useLazyModule', () => {
  it('shows the fallback until the code has loaded, then the loaded code', async () => {
    let resolve!: (value: (text: string) => string) => void;
    const module = lazyModule(() => new Promise<(text: string) => string>((r) => (resolve = r)));
    render(<Shout module={module} />);
    expect(screen.getByText('plain hello')).toBeTruthy();
    await act(async () => resolve((text) => text.toUpperCase()));
    expect(screen.getByText('HELLO')).toBeTruthy();
  });

  it('renders loaded code at once, without a fallback frame', async () => {
    const module = lazyModule(async () => (text: string) => `${text}!`);
    await module.load();
    render(<Shout module={module} />);
    expect(screen.getByText('hello!')).toBeTruthy();
  });

  it('with afterPaint, starts the load once the page has painted the render that mounted it', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(async () => (text: string) => `${text}?`);
      render(<Shout module={lazyModule(importer)} afterPaint />);
      expect(importer).not.toHaveBeenCalled();
      act(() => vi.advanceTimersToNextFrame());
      expect(importer).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(importer).toHaveBeenCalledTimes(1);
      expect(screen.getByText('hello?')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("with afterPaint, queues the load at background priority where the window has a scheduler", async () => {
    vi.useFakeTimers();
    const posted: { run: () => void; priority: string }[] = [];
    const scheduler = {
      postTask: (run: () => void, { priority }: { priority: string }) => {
        posted.push({ run, priority });
        return Promise.resolve();
      },
    };
    Object.assign(window, { scheduler });
    try {
      const importer = vi.fn(async () => (text: string) => `${text}~`);
      render(<Shout module={lazyModule(importer)} afterPaint />);
      act(() => vi.advanceTimersToNextFrame());
      await act(async () => vi.advanceTimersByTime(1));
      // Behind the page's own after-paint work: nothing runs until the scheduler runs the task.
      expect(posted.map((task) => task.priority)).toEqual(['background']);
      expect(importer).not.toHaveBeenCalled();
      await act(async () => posted[0]!.run());
      expect(importer).toHaveBeenCalledTimes(1);
      expect(screen.getByText('hello~')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(window, 'scheduler');
      vi.useRealTimers();
    }
  });

  it('keeps the fallback and reports a failed load', async () => {
    const onError = vi.fn();
    const module = lazyModule<(text: string) => string>(() => Promise.reject(new Error('chunk gone')));
    render(<Shout module={module} onError={onError} />);
    await act(async () => {});
    expect(screen.getByText('plain hello')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk gone' }));
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Required({ module }: { module: ReturnType<typeof lazyModule<string>> }) {
  const value = useRequiredLazyModule(module);
  return <p>{value ?? 'loading'}</p>;
}

describe('useRequiredLazyModule', () => {
  it('hands a failed load to the error boundary', async () => {
    const module = lazyModule<string>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Required module={module} />
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    quiet.mockRestore();
  });
});
