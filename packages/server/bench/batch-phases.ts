/**
 * Where a benchmark's batches spend their time, from each answer's `Server-Timing` header (the server's phases,
 * `total` last) and the batch's time as the client saw it: the median of each phase over the batches, and what
 * lay outside the server (the client's send and read, the connection), per batch.
 */
export class BatchPhases {
  private readonly batches: { ms: number; phases: Map<string, number> }[] = [];

  /** One batch: its time at the client (ms) and its answer's `Server-Timing` header (null without one). */
  add(ms: number, serverTiming: string | null): void {
    const phases = new Map<string, number>();
    for (const entry of (serverTiming ?? '').split(',')) {
      const [name, ...params] = entry.trim().split(';');
      const duration = params.find((param) => param.trim().startsWith('dur='));
      if (name && duration) phases.set(name, Number(duration.trim().slice(4)));
    }
    this.batches.push({ ms, phases });
  }

  /**
   * `body 3.1, prepare 6.2, …, total 39.0, outside the server 21.0, batch 60.0` (median ms per batch), the phases in
   * the order the server names them (the batch alone when the server sends no `Server-Timing`), then the batches'
   * mean and the slowest one with its phases: `mean 64.2; slowest 180.3 (body 3.0, …, total 177.1)`.
   */
  summary(): string {
    const names = [...new Set(this.batches.flatMap((batch) => [...batch.phases.keys()]))];
    const medianOf = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const phase = (name: string) =>
      medianOf(this.batches.flatMap((b) => (b.phases.has(name) ? [b.phases.get(name)!] : [])));
    const parts = names.map((name) => `${name} ${phase(name).toFixed(1)}`);
    const timed = this.batches.filter((batch) => batch.phases.has('total'));
    if (timed.length > 0)
      parts.push(
        `outside the server ${medianOf(timed.map((b) => b.ms - b.phases.get('total')!)).toFixed(1)}`,
      );
    const times = this.batches.map((b) => b.ms);
    parts.push(`batch ${medianOf(times).toFixed(1)}`);
    // The mean sets records/s: batches far above the median (a checkpoint, an index's cleanup) weigh on it.
    if (this.batches.length > 0) {
      const slowest = this.batches.reduce((worst, batch) => (batch.ms > worst.ms ? batch : worst));
      const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
      const where = [...slowest.phases].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
      parts.push(`mean ${mean.toFixed(1)}; slowest ${slowest.ms.toFixed(1)}${where ? ` (${where})` : ''}`);
    }
    return parts.join(', ');
  }
}
