import { describe, expect, it } from 'vitest';
import { guardPageUnload, type PageUnloadEvent } from './pageUnloadGuard';
import { setupSettingsStore } from './testing/settingsFixtures';

/** A window stand-in that dispatches `beforeunload` like the browser: the page stays when it was prevented. */
function unloadTarget() {
  const listeners = new Set<(event: PageUnloadEvent) => void>();
  return {
    listeners,
    addEventListener: (_: 'beforeunload', listener: (event: PageUnloadEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: 'beforeunload', listener: (event: PageUnloadEvent) => void) =>
      listeners.delete(listener),
    /** Whether the browser would ask before reloading or closing. */
    wouldAsk() {
      let prevented = false;
      const event: PageUnloadEvent = { preventDefault: () => (prevented = true) };
      for (const listener of listeners) listener(event);
      return prevented && event.returnValue === '';
    },
  };
}

describe('guardPageUnload', () => {
  it('lets a reload or tab close through without changes and asks with unsaved changes', async () => {
    const { state, store } = setupSettingsStore();
    await state().load();
    const target = unloadTarget();
    guardPageUnload(store, target);
    expect(target.wouldAsk()).toBe(false);
    state().editQuestion('q1', { title: 'Tone' });
    expect(target.wouldAsk()).toBe(true);
    state().restore('questions');
    expect(target.wouldAsk()).toBe(false);
  });

  it("lets the page go after 'Ignore and continue' and once the dataset is deleted", async () => {
    const { state, store } = setupSettingsStore();
    await state().load();
    const target = unloadTarget();
    guardPageUnload(store, target);
    state().editVector('v1', { title: 'Vec' });
    state().requestLeave({ proceed: () => undefined });
    expect(target.wouldAsk()).toBe(true);
    state().ignoreAndContinue();
    expect(target.wouldAsk()).toBe(false);

    const other = setupSettingsStore();
    await other.state().load();
    const second = unloadTarget();
    guardPageUnload(other.store, second);
    other.state().editVector('v1', { title: 'Vec' });
    other.store.setState({ deletion: { status: 'deleted', error: null, errorCode: null } });
    expect(second.wouldAsk()).toBe(false);
  });

  it('removes its listener when stopped', async () => {
    const { state, store } = setupSettingsStore();
    await state().load();
    const target = unloadTarget();
    const stop = guardPageUnload(store, target);
    state().editVector('v1', { title: 'Vec' });
    stop();
    expect(target.listeners.size).toBe(0);
    expect(target.wouldAsk()).toBe(false);
  });
});
