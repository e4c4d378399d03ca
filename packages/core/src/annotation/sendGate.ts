/**
 * Keeps the outbox's requests and the queue's reads of the server's list apart: a read waits for the requests on
 * their way, and requests begun meanwhile wait for the read. The list a read sees then holds every answer sent
 * before it and none sent after, so the positions the queue counts from it are exact (issue 27: with the
 * optimistic submit, answers are still on their way when the queue fetches ahead).
 */
export interface SendGate {
  /** Starts the request now unless a read runs (then once it ended); counted as on its way until it settles. */
  send<T>(request: () => Promise<T>): Promise<T>;
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
    async send(request) {
      // No await when no read runs: the request leaves in the caller's task.
      while (reads.size > 0) await Promise.all(reads);
      const sending = request();
      const settled = sending.then(
        () => {},
        () => {},
      );
      onTheirWay.add(settled);
      try {
        return await sending;
      } finally {
        onTheirWay.delete(settled);
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
