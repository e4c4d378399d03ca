/**
 * A column of 32-bit integers grown by doubling: what a read of every record of a dataset appends to, without a
 * JavaScript array grown one number at a time (and the garbage of copying it into a typed array at the end).
 */
export class IntColumn {
  private data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed, as a typed array of their own. */
  values(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
