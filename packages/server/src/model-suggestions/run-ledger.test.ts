import { describe, expect, it } from 'vitest';
import { RunLedger } from './run-ledger';

describe('RunLedger', () => {
  it('moves the cursor only over the unbroken run of settled records, counting each once in id order', () => {
    const ledger = new RunLedger<string>();
    ledger.issue(['a', 'b', 'c', 'd']);
    ledger.settle('b', 'B');
    ledger.settle('d', 'D');
    expect(ledger.advance()).toEqual({ cursor: null, passed: [] });
    ledger.settle('a', 'A');
    expect(ledger.advance()).toEqual({ cursor: 'b', passed: ['A', 'B'] });
    expect(ledger.pending).toBe(2);
    ledger.settle('c', null);
    expect(ledger.advance()).toEqual({ cursor: 'd', passed: ['D'] });
    expect(ledger.advance()).toEqual({ cursor: null, passed: [] });
    expect(ledger.pending).toBe(0);
  });

  it('keeps up over many records (the passed ids are dropped now and then)', () => {
    const ledger = new RunLedger<number>();
    const ids = Array.from({ length: 5000 }, (_, i) => String(i).padStart(5, '0'));
    ledger.issue(ids);
    let counted = 0;
    let cursor: string | null = null;
    // Settled in pairs, the second of each pair first.
    for (let i = 0; i < ids.length; i += 2) {
      ledger.settle(ids[i + 1] as string, i + 1);
      expect(ledger.advance().passed).toEqual([]);
      ledger.settle(ids[i] as string, i);
      const moved = ledger.advance();
      counted += moved.passed.length;
      cursor = moved.cursor;
    }
    expect(counted).toBe(5000);
    expect(cursor).toBe('04999');
  });
});
