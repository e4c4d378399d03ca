import { describe, expect, it } from 'vitest';
import type { RecordAnnotation } from './annotate-record';
import { annotationWriter } from './annotation-writer';

const answer = (recordId: string): RecordAnnotation => ({
  recordId,
  answers: [],
  usage: { prompt: 1, completion: 1 },
});

describe('annotationWriter', () => {
  it('writes full groups as they fill, one at a time, and the rest on flush', async () => {
    const written: string[][] = [];
    let writing = 0;
    let overlapped = false;
    const writer = annotationWriter({
      group: 3,
      maxWaiting: 100,
      write: async (group) => {
        writing += 1;
        overlapped ||= writing > 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(group.map((a) => a.recordId));
        writing -= 1;
      },
    });
    for (let i = 0; i < 8; i += 1) writer.add(answer(`r${i}`));
    await writer.flush();
    expect(written).toEqual([
      ['r0', 'r1', 'r2'],
      ['r3', 'r4', 'r5'],
      ['r6', 'r7'],
    ]);
    expect(overlapped).toBe(false);
    expect(writer.waiting).toBe(0);
  });

  it('holds the callers back while too many answers wait', async () => {
    let release = () => {};
    const writer = annotationWriter({
      group: 2,
      maxWaiting: 4,
      write: () => new Promise<void>((resolve) => (release = resolve)),
    });
    for (let i = 0; i < 6; i += 1) writer.add(answer(`r${i}`));
    let roomy = false;
    const room = writer.room().then(() => (roomy = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(roomy).toBe(false);
    for (let i = 0; i < 3; i += 1) {
      release();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await room;
    expect(roomy).toBe(true);
  });

  it('reports a failed write to the next caller, and writes nothing more', async () => {
    const writer = annotationWriter({
      group: 1,
      maxWaiting: 10,
      write: () => Promise.reject(new Error('disk full')),
    });
    writer.add(answer('r0'));
    await expect(writer.flush()).rejects.toThrow('disk full');
    expect(() => writer.add(answer('r1'))).toThrow('disk full');
  });
});
