import { Worker } from 'node:worker_threads';

/**
 * A second thread for the dot products of a large matrix: a query against 100,000 × 768 floats reads 300 MB, and one
 * thread takes ~46 ms for it on a 2-core machine, two ~24 ms (`simd-dot-products.ts`). One helper per process,
 * started on first use and `unref`'d (it never keeps the process alive). A job names the matrix's shared WebAssembly
 * memory and its part of the rows; the caller runs the other part meanwhile, then waits for this one on a shared
 * flag. Synchronous for the caller, as the single-thread ranking was: the search's code around it is unchanged.
 */

/** One part of a ranking: `dots(matrix, rows, dims, query, out)` of the module on `memory`. */
export interface DotProductJob {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
  matrix: number;
  rows: number;
  dims: number;
  query: number;
  out: number;
}

/** How long the caller waits for the helper before it runs the part itself (a helper that died or never started). */
const HELPER_TIMEOUT_MS = 5_000;

// The helper's code: each job instantiates the module on its memory (the instance is kept per memory, weakly, so a
// dropped matrix is freed), runs it, then raises the job's number in the shared flag and wakes the caller.
const HELPER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const done = new Int32Array(workerData.done);
const instances = new WeakMap();
parentPort.on('message', (job) => {
  let dots = instances.get(job.memory);
  if (!dots) {
    dots = new WebAssembly.Instance(job.module, { env: { memory: job.memory } }).exports.dots;
    instances.set(job.memory, dots);
  }
  dots(job.matrix, job.rows, job.dims, job.query, job.out);
  Atomics.store(done, 0, job.id);
  Atomics.notify(done, 0);
});
`;

interface Helper {
  worker: Worker;
  done: Int32Array;
  lastJob: number;
}

let helper: Helper | null | undefined;

function startedHelper(): Helper | null {
  if (helper !== undefined) return helper;
  try {
    const done = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(HELPER_SOURCE, { eval: true, workerData: { done: done.buffer } });
    worker.unref();
    // A helper that fails is not used again; a job it had is run by the caller after the timeout.
    worker.on('error', () => (helper = null));
    worker.on('exit', () => (helper = null));
    helper = { worker, done, lastJob: 0 };
  } catch {
    helper = null;
  }
  return helper;
}

/**
 * Runs `theirs` on the helper thread and `mine` here, and returns once both are done. Where no helper can run (or it
 * does not answer within 5 s), `theirs` runs here too.
 */
export function runBeside(theirs: DotProductJob, mine: () => void): void {
  const running = startedHelper();
  if (!running) {
    mine();
    runHere(theirs);
    return;
  }
  const id = (running.lastJob = (running.lastJob % 0x7fffffff) + 1);
  running.worker.postMessage({ ...theirs, id });
  mine();
  if (waitForJob(running.done, id, HELPER_TIMEOUT_MS)) return;
  // Not answered: this thread does it, and the helper is not asked again.
  helper = null;
  void running.worker.terminate();
  runHere(theirs);
}

/** Sleeps until the flag no longer holds `seen`, or `ms` pass (`Atomics.wait`). */
type FlagWait = (done: Int32Array, seen: number, ms: number) => void;

const atomicsWait: FlagWait = (done, seen, ms) => void Atomics.wait(done, 0, seen, ms);

/**
 * Waits until the helper has raised the flag to `id`; false when `timeoutMs` pass first. Each sleep is on the value
 * the flag was seen to hold, so a job finished between that look and the sleep wakes it at once. (Sleeping on a
 * second look, as before, slept through such a job's notification until the timeout: ~1 % of the similarity
 * searches at 100,000 × 768 took 5 s.)
 */
export function waitForJob(
  done: Int32Array,
  id: number,
  timeoutMs: number,
  wait: FlagWait = atomicsWait,
  now: () => number = Date.now,
): boolean {
  const deadline = now() + timeoutMs;
  for (let seen = Atomics.load(done, 0); seen !== id; seen = Atomics.load(done, 0)) {
    const left = deadline - now();
    if (left <= 0) return false;
    wait(done, seen, left);
  }
  return true;
}

/** Whether the helper thread has not been needed yet, is running, or cannot run (its part then runs on the caller's). */
export function dotProductHelperState(): 'unstarted' | 'running' | 'unavailable' {
  return helper === undefined ? 'unstarted' : helper === null ? 'unavailable' : 'running';
}

function runHere(job: DotProductJob): void {
  const { dots } = new WebAssembly.Instance(job.module, { env: { memory: job.memory } }).exports as {
    dots: (matrix: number, rows: number, dims: number, query: number, out: number) => void;
  };
  dots(job.matrix, job.rows, job.dims, job.query, job.out);
}
