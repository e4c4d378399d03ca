import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCoreSession } from './useCoreSession';

interface FakeSession {
  id: number;
  name: string;
  disposed: boolean;
  /** How often `start` ran, and whether a render had already seen the session when it first did. */
  starts: number;
  startedBeforeRender: boolean;
  rendered: boolean;
  start(): void;
  dispose(): void;
}

function sessions() {
  const made: FakeSession[] = [];
  const make = (name: string): FakeSession => {
    const session: FakeSession = {
      id: made.length + 1,
      name,
      disposed: false,
      starts: 0,
      startedBeforeRender: false,
      rendered: false,
      start() {
        if (session.disposed) throw new Error(`session ${session.id} started after disposal`);
        if (session.starts === 0 && !session.rendered) session.startedBeforeRender = true;
        session.starts += 1;
      },
      dispose() {
        if (session.disposed) throw new Error(`session ${session.id} disposed twice`);
        session.disposed = true;
      },
    };
    made.push(session);
    return session;
  };
  const live = () => made.filter((session) => !session.disposed);
  return { made, make, live };
}

function setup() {
  const log = sessions();
  const rendered: FakeSession[] = [];
  const renderedDisposed: FakeSession[] = [];
  function Holder({ name }: { name: string }) {
    const session = useCoreSession(() => log.make(name), [name]);
    rendered.push(session);
    session.rendered = true;
    if (session.disposed) renderedDisposed.push(session);
    return <p>{`${session.name}:${session.id}`}</p>;
  }
  return { ...log, rendered, renderedDisposed, Holder };
}

describe('useCoreSession', () => {
  it('has the session on the first render and disposes it on unmount', () => {
    const { made, live, rendered, Holder } = setup();
    const { container, unmount } = render(<Holder name="a" />);
    expect(rendered[0]).toBe(made[0]);
    expect(container.textContent).toBe('a:1');
    expect(made).toHaveLength(1);
    unmount();
    expect(made[0]?.disposed).toBe(true);
    expect(live()).toEqual([]);
  });

  it('keeps the session across renders with the same deps', () => {
    const { made, Holder } = setup();
    const { rerender } = render(<Holder name="a" />);
    rerender(<Holder name="a" />);
    rerender(<Holder name="a" />);
    expect(made).toHaveLength(1);
    expect(made[0]?.disposed).toBe(false);
  });

  it('makes a new session in the render whose deps changed and disposes the previous one', () => {
    const { made, live, Holder } = setup();
    const { container, rerender, unmount } = render(<Holder name="a" />);
    rerender(<Holder name="b" />);
    expect(container.textContent).toBe('b:2');
    expect(made.map((session) => [session.name, session.disposed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    unmount();
    expect(live()).toEqual([]);
  });

  it('never renders a disposed session under StrictMode and leaves none alive after unmount', () => {
    const { made, live, renderedDisposed, Holder } = setup();
    const { container, rerender, unmount } = render(
      <StrictMode>
        <Holder name="a" />
      </StrictMode>,
    );
    // Exactly one session is alive, and it is the one shown.
    expect(live()).toHaveLength(1);
    expect(container.textContent).toBe(`a:${live()[0]?.id}`);
    act(() =>
      rerender(
        <StrictMode>
          <Holder name="b" />
        </StrictMode>,
      ),
    );
    expect(live()).toHaveLength(1);
    expect(container.textContent).toBe(`b:${live()[0]?.id}`);
    unmount();
    expect(live()).toEqual([]);
    expect(made.every((session) => session.disposed)).toBe(true);
    expect(renderedDisposed).toEqual([]);
  });

  it('starts each session once, after the render that shows it, and never a disposed one', () => {
    const { made, live, Holder } = setup();
    const { rerender, unmount } = render(
      <StrictMode>
        <Holder name="a" />
      </StrictMode>,
    );
    expect(live().map((session) => session.starts)).toEqual([1]);
    act(() =>
      rerender(
        <StrictMode>
          <Holder name="b" />
        </StrictMode>,
      ),
    );
    expect(live().map((session) => [session.name, session.starts])).toEqual([['b', 1]]);
    unmount();
    expect(made.every((session) => session.starts <= 1 && !session.startedBeforeRender)).toBe(true);
  });

  it('takes null for no session and makes one when the deps ask for it', () => {
    const log = sessions();
    function Maybe({ name }: { name: string | null }) {
      const session = useCoreSession(() => (name ? log.make(name) : null), [name]);
      return <p>{session ? session.name : 'none'}</p>;
    }
    const { container, rerender, unmount } = render(<Maybe name={null} />);
    expect(container.textContent).toBe('none');
    rerender(<Maybe name="a" />);
    expect(container.textContent).toBe('a');
    rerender(<Maybe name={null} />);
    expect(container.textContent).toBe('none');
    expect(log.live()).toEqual([]);
    unmount();
    expect(log.made).toHaveLength(1);
  });
});
