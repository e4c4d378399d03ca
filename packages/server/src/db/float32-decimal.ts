/**
 * The shortest decimal of a float32: the number a stored vector element reads back as, and its JSON text. Every
 * vector read, and every bulk write's answer (which echoes the vectors it stored), prints hundreds of these per
 * record: the SDK's batches of 256 records with 768-dimension vectors print ~200,000 a batch.
 */

/** Powers of ten a double holds exactly (10^0 … 10^22): a product or quotient with one is correctly rounded. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** The shortest decimal of `value` the slow way: `toPrecision` at 1, 2, … digits until it reads back. */
function shortestFloat32ByPrecision(value: number): number {
  for (let digits = 1; digits < 9; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return Number(value.toPrecision(9));
}

/** `magnitude` × 10^`exponent` correctly rounded: one product or quotient with an exact power of ten. */
function scaled(magnitude: number, exponent: number): number {
  return exponent >= 0
    ? magnitude * (EXACT_POWERS_OF_TEN[exponent] as number)
    : magnitude / (EXACT_POWERS_OF_TEN[-exponent] as number);
}

/** A value's 9 significant digits (an integer in [10^8, 10^9)), the decimal exponent of the first, the product. */
interface NineDigits {
  digits: number;
  exponent: number;
  product: number;
}

/** A float32's bits, to read its binary exponent without a logarithm. */
const floatBits = new Float32Array(1);
const floatWord = new Uint32Array(floatBits.buffer);

/** log10(2), to turn a binary exponent into a decimal one. */
const LOG10_2 = Math.log10(2);

/**
 * The decimal exponent of a positive float32's first digit, or one less (from its binary exponent: the mantissa,
 * in [1, 2), adds less than log10(2) to the logarithm); the logarithm itself for the subnormals.
 */
function decimalExponentEstimate(magnitude: number): number {
  floatBits[0] = magnitude;
  const binary = ((floatWord[0] as number) >>> 23) - 127;
  return binary === -127 ? Math.floor(Math.log10(magnitude)) : Math.floor(binary * LOG10_2);
}

/**
 * The 9 significant digits of `magnitude` (> 0) and the decimal exponent of the first, as `toExponential(8)` rounds
 * them, or null where the arithmetic cannot promise that (out of exact powers of ten, or a product within rounding
 * error of half a unit).
 */
function nineDigits(magnitude: number): NineDigits | null {
  let exponent = decimalExponentEstimate(magnitude);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // Every scale used, from `exponent - 8` to `exponent`, must be an exact power of ten.
    if (exponent - 8 < -22 || exponent > 22) return null;
    const product = scaled(magnitude, 8 - exponent);
    if (product < 1e8 - 0.5) exponent -= 1;
    else if (product >= 1e9 - 0.5 + 1e-6) exponent += 1;
    else {
      const fraction = product - Math.floor(product);
      // The product is off by at most a few 1e-8; only a fraction near one half could round the other way.
      if (Math.abs(fraction - 0.5) < 1e-6) return null;
      const digits = fraction > 0.5 ? Math.floor(product) + 1 : Math.floor(product);
      return digits === 1e9
        ? { digits: 1e8, exponent: exponent + 1, product: product / 10 }
        : { digits, exponent, product };
    }
  }
  return null;
}

/**
 * The `digits` (1–9) significant digits of a value as an integer, rounded from its nine digits as
 * `value.toPrecision(digits)` rounds them, or -1 for an exact tie only the unrounded value can settle.
 */
function roundedDigits(nine: NineDigits, digits: number): number {
  // Both fit an int32 (the digits are below 10^9): an integer remainder, not a floating-point one.
  const divisor = (EXACT_POWERS_OF_TEN[9 - digits] as number) | 0;
  const rest = (nine.digits | 0) % divisor;
  const half = divisor / 2;
  let up = rest > half;
  if (digits < 9 && rest === half) {
    // The 9 digits end in 5…0: the unrounded product says on which side of the half the value lies.
    if (Math.abs(nine.product - nine.digits) < 1e-6) return -1;
    up = nine.product > nine.digits;
  }
  return (nine.digits - rest) / divisor + (up ? 1 : 0);
}

/**
 * The shortest decimal `shortestDecimal` found: the value is ±`digits` × 10^`exponent`. One per module, so the
 * hot loops allocate nothing per value.
 */
const found = { digits: 0, exponent: 0 };

/** Whether the `digits`-digit candidate of `nine` reads back as `value`; `found` holds it when it does. */
function readsBack(nine: NineDigits, value: number, digits: number): boolean | null {
  const rounded = roundedDigits(nine, digits);
  if (rounded < 0) return null;
  const exponent = nine.exponent - digits + 1;
  const magnitude = scaled(rounded, exponent);
  if (Math.fround(value < 0 ? -magnitude : magnitude) !== value) return false;
  found.digits = rounded;
  found.exponent = exponent;
  return true;
}

/**
 * Finds the shortest decimal of a finite, non-zero float32 `value` into `found`, as `toPrecision` at the fewest
 * digits that read back would print it; false where only `toPrecision` itself can settle it (exact ties, values out
 * of the arithmetic's reach).
 *
 * The candidates are tried in the order the digits float32 values need are common: about 40% of them read back at 7
 * digits and 55% at 8 (nearly all the rest at 6 or 9), so 7 first, then 8 (and 9, which always reads back) or
 * fewer by bisection: two candidates for most values, where a bisection over 1–9 took three or four. A candidate
 * of more digits is at least as near the value, so once some number of digits reads back every larger one does.
 * (The interval that reads back is narrower below a power of two than above; the tests check every power of two
 * against `toPrecision`.)
 */
function shortestDecimal(value: number): boolean {
  const nine = nineDigits(Math.abs(value));
  if (!nine) return false;
  const seven = readsBack(nine, value, 7);
  if (seven === null) return false;
  if (!seven) {
    const eight = readsBack(nine, value, 8);
    if (eight === null) return false;
    // Nine digits always read back (and are never a tie: `nineDigits` rounded them).
    if (!eight) readsBack(nine, value, 9);
    return true;
  }
  // Seven read back: the fewest digits are 1 to 7, by bisection (6 first, which only one value in ten passes). A
  // candidate that reads back replaces `found`, one that does not leaves it: it ends with the fewest.
  let fewest = 1;
  let most = 7;
  let digits = 6;
  while (fewest < most) {
    const reads = readsBack(nine, value, digits);
    if (reads === null) return false;
    if (reads) most = digits;
    else fewest = digits + 1;
    digits = (fewest + most) >> 1;
  }
  return true;
}

/**
 * The shortest decimal that reads back as the same float32 `value`, so `0.1` stored comes back as `0.1`
 * (PostgreSQL prints `real` values the same way): `Number(value.toPrecision(digits))` at the fewest digits that
 * read back, computed from the value's 9 significant digits in integer arithmetic.
 */
export function shortestFloat32(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  if (!shortestDecimal(value)) return shortestFloat32ByPrecision(value);
  const magnitude = scaled(found.digits, found.exponent);
  return value < 0 ? -magnitude : magnitude;
}

/** Two ASCII digits per number 0–99, for printing digits two at a time. */
const DIGIT_PAIRS = Uint8Array.from(
  { length: 200 },
  (_, i) => 48 + (i & 1 ? (i >> 1) % 10 : Math.floor((i >> 1) / 10)),
);

/** The number of decimal digits of a positive integer below 10^9. */
function digitCount(value: number): number {
  if (value < 1e4) return value < 10 ? 1 : value < 100 ? 2 : value < 1e3 ? 3 : 4;
  return value < 1e5 ? 5 : value < 1e6 ? 6 : value < 1e7 ? 7 : value < 1e8 ? 8 : 9;
}

/** Writes the `count` digits of `value` (an integer below 10^9, so int32 arithmetic) ending before `end`. */
function writeDigits(bytes: Uint8Array, value: number, end: number, count: number): void {
  let rest = value | 0;
  let at = end;
  for (let left = count; left >= 2; left -= 2) {
    const quotient = (rest / 100) | 0;
    const pair = (rest - quotient * 100) << 1;
    rest = quotient;
    bytes[--at] = DIGIT_PAIRS[pair + 1] as number;
    bytes[--at] = DIGIT_PAIRS[pair] as number;
  }
  if (count & 1) bytes[--at] = 48 + rest;
}

/** The ASCII codes the printing writes. */
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const PLUS = 43;
const E = 101;

/**
 * Writes `found`'s decimal at `at` as `Number.prototype.toString` prints it (plain from 10^-6 up to 21 integer
 * digits, else exponential); returns the end.
 */
function writeFound(bytes: Uint8Array, at: number, negative: boolean): number {
  let digits = found.digits | 0;
  let exponent = found.exponent;
  // A candidate rounded up to a power of ten (9 999 999.6 → 10 000 000) ends in zeros the text leaves out.
  for (let tenth = (digits / 10) | 0; tenth * 10 === digits; tenth = (digits / 10) | 0) {
    digits = tenth;
    exponent += 1;
  }
  let end = at;
  if (negative) bytes[end++] = MINUS;
  const count = digitCount(digits);
  // The value is 0.<digits> × 10^point.
  const point = count + exponent;
  if (count <= point && point <= 21) {
    writeDigits(bytes, digits, end + count, count);
    end += count;
    for (let zeros = point - count; zeros > 0; zeros -= 1) bytes[end++] = ZERO;
  } else if (0 < point && point <= 21) {
    const fraction = count - point;
    const high = (digits / (EXACT_POWERS_OF_TEN[fraction] as number)) | 0;
    const low = digits - high * (EXACT_POWERS_OF_TEN[fraction] as number);
    writeDigits(bytes, high, end + point, point);
    end += point;
    bytes[end++] = DOT;
    writeDigits(bytes, low, end + fraction, fraction);
    end += fraction;
  } else if (-6 < point && point <= 0) {
    bytes[end++] = ZERO;
    bytes[end++] = DOT;
    for (let zeros = -point; zeros > 0; zeros -= 1) bytes[end++] = ZERO;
    writeDigits(bytes, digits, end + count, count);
    end += count;
  } else {
    const tail = count - 1;
    const first = (digits / (EXACT_POWERS_OF_TEN[tail] as number)) | 0;
    const low = digits - first * (EXACT_POWERS_OF_TEN[tail] as number);
    bytes[end++] = 48 + first;
    if (tail > 0) {
      bytes[end++] = DOT;
      writeDigits(bytes, low, end + tail, tail);
      end += tail;
    }
    bytes[end++] = E;
    const power = point - 1;
    bytes[end++] = power < 0 ? MINUS : PLUS;
    const magnitude = Math.abs(power);
    const powerDigits = digitCount(magnitude);
    writeDigits(bytes, magnitude, end + powerDigits, powerDigits);
    end += powerDigits;
  }
  return end;
}

/** Writes an ASCII text at `at`; returns the end. */
function writeText(bytes: Uint8Array, at: number, text: string): number {
  let end = at;
  for (let i = 0; i < text.length; i += 1) bytes[end++] = text.charCodeAt(i);
  return end;
}

/** Values rounded to float32 and printed shortest (`shortestFloat32`), with their JSON text. */
export interface PrintedFloat32s {
  values: number[];
  /** `JSON.stringify(values)`. */
  json: string;
}

/** The most bytes one value prints as: a sign and 21 integer digits (values below 10^21 print whole). */
const MAX_VALUE_BYTES = 24;

/**
 * Each value rounded to float32, as `shortestFloat32` gives it, and the JSON text of them all written as bytes from
 * the digits found: printing the numbers (`JSON.stringify`) took as long again as finding them.
 */
export function printFloat32s(sent: readonly number[]): PrintedFloat32s {
  const count = sent.length;
  const values = new Array<number>(count);
  const bytes = Buffer.allocUnsafe(2 + count * (MAX_VALUE_BYTES + 1));
  let end = 0;
  bytes[end++] = 91; // [
  for (let i = 0; i < count; i += 1) {
    if (i > 0) bytes[end++] = 44; // ,
    const value = Math.fround(sent[i] as number);
    if (!Number.isFinite(value) || value === 0) {
      values[i] = value;
      end = writeText(bytes, end, Number.isFinite(value) ? '0' : 'null');
    } else if (shortestDecimal(value)) {
      const magnitude = scaled(found.digits, found.exponent);
      values[i] = value < 0 ? -magnitude : magnitude;
      end = writeFound(bytes, end, value < 0);
    } else {
      const shortest = shortestFloat32ByPrecision(value);
      values[i] = shortest;
      end = writeText(bytes, end, String(shortest));
    }
  }
  bytes[end++] = 93; // ]
  return { values, json: bytes.toString('latin1', 0, end) };
}
