/**
 * Which records of a pre-annotation run are settled, and how far its cursor may move. Records are handed out in id
 * order and answered in any order; the cursor moves only over the unbroken run of settled records from the start,
 * so a cancel or a crash leaves every record after it (answered or not) for a resume, and the run's counts are
 * exactly those of the records before the cursor: a record is counted once, when the cursor passes it.
 */
export class RunLedger<T> {
  /** Ids handed out and not yet passed by the cursor, in id order. */
  private readonly open: string[] = [];
  /** Outcomes of handed-out records (null: nothing to count, e.g. a record deleted meanwhile). */
  private readonly settled = new Map<string, T | null>();
  private head = 0;

  /** Notes records handed out, in id order (after every id noted before). */
  issue(ids: readonly string[]): void {
    this.open.push(...ids);
  }

  /** Notes a record's outcome. */
  settle(id: string, outcome: T | null): void {
    this.settled.set(id, outcome);
  }

  /** Records handed out and not passed yet. */
  get pending(): number {
    return this.open.length - this.head;
  }

  /**
   * Moves past the settled records at the front: their outcomes in id order (records settled with null left out)
   * and the last id passed (null when none was).
   */
  advance(): { cursor: string | null; passed: T[] } {
    const passed: T[] = [];
    let cursor: string | null = null;
    while (this.head < this.open.length) {
      const id = this.open[this.head] as string;
      if (!this.settled.has(id)) break;
      const outcome = this.settled.get(id) as T | null;
      this.settled.delete(id);
      if (outcome !== null) passed.push(outcome);
      cursor = id;
      this.head += 1;
    }
    // Drop the passed ids now and then, not on every move (a splice is linear).
    if (this.head > 1024) {
      this.open.splice(0, this.head);
      this.head = 0;
    }
    return { cursor, passed };
  }
}
