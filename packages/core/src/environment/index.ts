// The environment's ports: timers, clock, key-value storage, the online and visibility signals, the view's
// frames, and the browser window's adapters for them.
export * from './Timers';
export * from './Environment';
export * from './afterPaint';
export * from './KeyValueStorage';
export * from './environmentSignals';
export * from './browserEnvironment';
