/** A browser window as far as the online signal sees it: `navigator.onLine` and the online / offline events. */
export function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const navigator = { onLine };
  return {
    navigator,
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => events.removeEventListener(type, listener),
    go(online: boolean) {
      navigator.onLine = online;
      events.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
}
