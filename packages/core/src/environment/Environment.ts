import type { AfterPaint } from './afterPaint';
import type { KeyValueStorage } from './KeyValueStorage';
import type { OnlineSignal, VisibilitySignal } from './environmentSignals';
import type { Timers } from './Timers';

/** Clock time in milliseconds (`Date.now` by default), injected so tests drive time. */
export type Clock = () => number;

/** The host's clock. */
export const systemClock: Clock = () => Date.now();

/**
 * The ports of the environment every workflow runs in: timers, the clock, key-value storage, the online and
 * visibility signals, and the view's frames (`afterPaint`). The core reads none of them from globals; each workflow takes the ones it uses as options
 * of these names (`Partial<Pick<Environment, 'timers' | 'now'>>`), per instance, with a stand-in when not given.
 */
export interface Environment {
  timers: Timers;
  now: Clock;
  storage: KeyValueStorage;
  online: OnlineSignal;
  visibility: VisibilitySignal;
  afterPaint: AfterPaint;
}
