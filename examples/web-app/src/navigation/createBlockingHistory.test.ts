import { afterEach, describe, expect, it } from 'vitest';
import { createBlockingHistory, type HeldMove } from './createBlockingHistory';

// jsdom's window: pushState, history.go and popstate behave as a browser's, popstate arriving a task later.
function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));
}

function setUp() {
  window.history.replaceState(null, '', '/start');
  const { history, block } = createBlockingHistory(window);
  const seen: string[] = [];
  const unlisten = history.listen(({ location }) => seen.push(location.pathname));
  const held: HeldMove[] = [];
  let asking = true;
  const unblock = block({
    shouldBlock: ({ currentLocation, nextLocation }) => asking && currentLocation.pathname !== nextLocation.pathname,
    onBlocked: (move) => held.push(move),
  });
  return { history, seen, held, unlisten, unblock, setAsking: (ask: boolean) => (asking = ask) };
}

let cleanUp: (() => void) | null = null;
afterEach(() => {
  cleanUp?.();
  cleanUp = null;
});

describe('createBlockingHistory', () => {
  it('lets moves through while the blocker does not ask, and a query change on the same page always', async () => {
    const { history, seen, unlisten, setAsking } = setUp();
    cleanUp = unlisten;
    history.push('/start?tab=vector');
    setAsking(false);
    history.push('/settings');
    expect(seen).toEqual(['/start', '/settings']);
    const back = popped();
    history.go(-1);
    await back;
    expect(seen).toEqual(['/start', '/settings', '/start']);
    expect(window.location.search).toBe('?tab=vector');
  });

  it('holds browser back: the URL stays, the router sees nothing; reset drops it, proceed makes it', async () => {
    const { history, seen, held, unlisten, setAsking } = setUp();
    cleanUp = unlisten;
    setAsking(false);
    history.push('/settings');
    seen.length = 0;
    setAsking(true);

    window.history.back();
    await popped(); // the back
    await popped(); // its undo
    expect(window.location.pathname).toBe('/settings');
    expect(seen).toEqual([]);
    expect(held).toHaveLength(1);

    held[0]!.reset();
    window.history.back();
    await popped();
    await popped();
    expect(held).toHaveLength(2);
    const redone = popped();
    held[1]!.proceed();
    await redone;
    expect(window.location.pathname).toBe('/start');
    expect(seen).toEqual(['/start']);
  });

  it('holds the app’s own push until proceed, and forgets the blocker once it is removed', () => {
    const { history, seen, held, unlisten, unblock } = setUp();
    cleanUp = unlisten;
    history.push('/elsewhere');
    expect(window.location.pathname).toBe('/start');
    expect(held).toHaveLength(1);
    held[0]!.proceed();
    return Promise.resolve().then(() => {
      expect(window.location.pathname).toBe('/elsewhere');
      expect(seen).toEqual(['/elsewhere']);
      unblock();
      history.replace('/third');
      expect(seen).toEqual(['/elsewhere', '/third']);
      expect(held).toHaveLength(1);
    });
  });
});
