/** Runs `run` in a task of its own, next (a message, not a timer: no 4 ms clamp); returns the cancel. */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/**
 * Runs `run` in the next frame, before it is painted (after the current task: what it rendered is not laid out
 * yet); returns the cancel. A task of its own where there are no frames.
 */
export function nextFrame(view: Window | null, run: () => void): () => void {
  if (typeof view?.requestAnimationFrame !== 'function') return nextTask(run);
  const frame = view.requestAnimationFrame(run);
  return () => view.cancelAnimationFrame(frame);
}
