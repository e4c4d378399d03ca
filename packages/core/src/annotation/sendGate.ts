/**
 * Keeps the outbox's requests and the queue's reads of the server's list apart: a read waits for the requests on
 * their way, and requests begun meanwhile wait for the read. The list a read sees then holds every answer sent
 * before it and none sent after, so the positions the queue counts from it are exact (issue 27: with the
 * optimistic submit, answers are still on their way when the queue fetches ahead).
 */
export interface SendGate {
  /**
   * Starts the request now unless a read runs (then once it ended), or once `ready` resolves when given; counted
   * as on its way from then until it settles (a read begun while it waits for `ready` waits for it).
   */
  send<T>(request: () => Promise<T>, ready?: Promise<void>): Promise<T>;
  /** Waits for the requests on their way, then runs `read` while holding new requests back. */
  listing<T>(read: () => Promise<T>): Promise<T>;
}

/**
 * Creates the gate between one outbox's requests and the queue's reads.
 *
 * @example
 * const gate = createSendGate();
 * const response = await gate.send(() => saveRecordResponse(client, record, body, userId));
 * const found = await gate.listing(() => client.searchMyRecords(datasetId, body, params));
 */
export function createSendGate(): SendGate {
  const onTheirWay = new Set<Promise<void>>();
  const reads = new Set<Promise<void>>();
  return {
    async send(request, ready) {
      // No await when no read runs and nothing to wait for: the request leaves in the caller's task.
      while (reads.size > 0) await Promise.all(reads);
      let finish!: () => void;
      const settled = new Promise<void>((resolve) => (finish = resolve));
      onTheirWay.add(settled);
      try {
        // Reads begun from here on wait for this request, so it must not wait for them.
        if (ready) await ready;
        return await request();
      } finally {
        onTheirWay.delete(settled);
        finish();
      }
    },
    async listing(read) {
      let open!: () => void;
      const closed = new Promise<void>((resolve) => (open = resolve));
      reads.add(closed);
      try {
        await Promise.all(onTheirWay);
        return await read();
      } finally {
        reads.delete(closed);
        open();
      }
    },
  };
}
