/** An online signal a test switches by hand (`set` calls the listeners, as the browser's events do). */
export function manualOnlineSignal(initially: boolean) {
  let online = initially;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(value: boolean) {
      online = value;
      listeners.forEach((listener) => listener());
    },
  };
}
