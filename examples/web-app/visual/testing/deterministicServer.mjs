// Loaded into the reference server of the visual suite (`node --import <this file> cli.js`): the server's clock
// stands still at FIXED_SERVER_TIME (its sub-millisecond part counts calls) and its ids, shuffle keys and random
// bytes come from a seeded generator, so the seeded demo data and the data the suite's global setup makes (one
// request after another) get the same dates, order and ids on every run. Only the visual suite loads it; it changes
// nothing in the server's code.
import crypto, { webcrypto } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { FIXED_SERVER_TIME } from './fixedTime.mjs';

// `new Date()` and `Date.now()` answer the fixed instant; `Date()` its string. A proxy, not a subclass, so dates
// made elsewhere (fs.stat, drivers) stay `instanceof Date`.
const RealDate = Date;
RealDate.now = () => FIXED_SERVER_TIME;
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [FIXED_SERVER_TIME] : args, newTarget),
  apply: () => new RealDate(FIXED_SERVER_TIME).toString(),
});

// mulberry32: small, fast and the same on every run.
let seed = 0x6d61726b;
function next() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const hex = (count) => Array.from({ length: count }, () => Math.floor(next() * 16).toString(16)).join('');

function seededUuid() {
  const variant = (8 + Math.floor(next() * 4)).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}
function seededInt(min, max, callback) {
  // randomInt(max) or randomInt(min, max); the callback form is not used by the server.
  const [low, high] = max === undefined || typeof max === 'function' ? [0, min] : [min, max];
  const value = low + Math.floor(next() * (high - low));
  const done = typeof max === 'function' ? max : callback;
  if (typeof done === 'function') {
    queueMicrotask(() => done(null, value));
    return undefined;
  }
  return value;
}

// The stored timestamps' microseconds come from performance.now()'s fraction: a counter (one microsecond per call)
// makes them, and so every order by time (the home page's "Last activity"), the same on every run.
let calls = 0;
performance.now = () => (calls += 1) / 1000;

// Random bytes (the id generator's counter start and tail) from the same generator.
function seededFill(buffer, offset = 0, size) {
  const bytes = new Uint8Array(buffer.buffer ?? buffer, buffer.byteOffset ?? 0, buffer.byteLength);
  const end = size === undefined ? bytes.length : offset + size;
  for (let i = offset; i < end; i += 1) bytes[i] = Math.floor(next() * 256);
  return buffer;
}

crypto.randomUUID = seededUuid;
crypto.randomInt = seededInt;
crypto.randomFillSync = seededFill;
webcrypto.randomUUID = seededUuid;
Math.random = next;
syncBuiltinESMExports();
