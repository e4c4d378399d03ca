import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/createFakeFetch';
import { createSendGate } from './sendGate';
import { settle } from './testing/setupWorkflow';

describe('createSendGate', () => {
  it('sends at once while no read runs', () => {
    const gate = createSendGate();
    const started: string[] = [];
    void gate.send(async () => started.push('a'));
    expect(started).toEqual(['a']);
  });

  it('reads once the requests on their way are answered, and holds back the ones begun meanwhile', async () => {
    const gate = createSendGate();
    const log: string[] = [];
    const first = deferred<void>();
    const sending = gate.send(() => {
      log.push('send 1');
      return first.promise.then(() => void log.push('answer 1'));
    });
    const read = deferred<string>();
    const reading = gate.listing(() => {
      log.push('read');
      return read.promise;
    });
    // Begun while the read waits: held back until the read ended, so the read never waits for it.
    const later = gate.send(async () => void log.push('send 2'));
    await settle();
    expect(log).toEqual(['send 1']);
    first.resolve();
    await sending;
    await settle();
    expect(log).toEqual(['send 1', 'answer 1', 'read']);
    read.resolve('list');
    expect(await reading).toBe('list');
    await later;
    expect(log).toEqual(['send 1', 'answer 1', 'read', 'send 2']);
  });

  it('counts a refused request as answered', async () => {
    const gate = createSendGate();
    await expect(gate.send(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await gate.listing(async () => 'read')).toBe('read');
  });
});
