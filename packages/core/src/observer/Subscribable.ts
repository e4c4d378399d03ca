/**
 * The base of every long-lived workflow object (observers, sessions): a set of listeners, with hooks for the
 * first subscriber (start work: polling, signals) and the last one leaving (stop it). The shape of TanStack
 * Query's `Subscribable`.
 *
 * @example
 * class Clock extends Subscribable {
 *   protected override onSubscribe() { this.handle = setInterval(() => this.notify(), 1000); }
 *   protected override onUnsubscribe() { clearInterval(this.handle); }
 * }
 */
export class Subscribable<TListener extends (...args: never[]) => void = () => void> {
  protected readonly listeners = new Set<TListener>();

  /** Adds a listener; returns its cleanup. An arrow property, so it can be passed around unbound. */
  readonly subscribe = (listener: TListener): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.onSubscribe();
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (this.listeners.size === 0) this.onUnsubscribe();
    };
  };

  hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  /** Called when the first listener subscribes. */
  protected onSubscribe(): void {}

  /** Called when the last listener unsubscribes. */
  protected onUnsubscribe(): void {}
}
