import { randomUUID } from 'node:crypto';
import type { PlaceholderLookup } from './check-shape';

const TOKEN = /<(?:id|secret):\d+>|<timestamp>/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The fixture's placeholders (`<id:N>`, `<secret:N>`) and what they stand for on the server under test: bound
 * from the answers as the replay goes (the same place in the recorded and the actual answer), or made up for
 * an id the client itself generated (first seen in a request).
 */
export class PlaceholderMap implements PlaceholderLookup {
  private readonly bound = new Map<string, string>();

  valueOf(placeholder: string): string | undefined {
    return this.bound.get(placeholder);
  }

  bind(placeholder: string, value: string): void {
    if (!this.bound.has(placeholder)) this.bound.set(placeholder, value);
  }

  /** Replaces the placeholders of a request value: unbound ids get a new UUID, timestamps the current time. */
  fill<T>(value: T): T {
    if (typeof value === 'string') return this.fillString(value) as T;
    if (Array.isArray(value)) return value.map((item: unknown) => this.fill(item)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [this.fillString(key), this.fill(item)]),
      ) as T;
    }
    return value;
  }

  private fillString(text: string): string {
    return text.replace(TOKEN, (token) => {
      if (token === '<timestamp>') return new Date().toISOString();
      const known = this.bound.get(token);
      if (known !== undefined) return known;
      if (token.startsWith('<secret:')) return token;
      const made = randomUUID();
      this.bound.set(token, made);
      return made;
    });
  }

  /** Binds the placeholders of a recorded answer to the values at the same places of the actual one. */
  bindFrom(recorded: unknown, actual: unknown): void {
    if (typeof recorded === 'string' && typeof actual === 'string') {
      this.bindString(recorded, actual);
    } else if (Array.isArray(recorded) && Array.isArray(actual)) {
      recorded.forEach((item, index) => this.bindFrom(item, actual[index]));
    } else if (recorded && actual && typeof recorded === 'object' && typeof actual === 'object') {
      const got = actual as Record<string, unknown>;
      for (const [key, item] of Object.entries(recorded)) {
        if (key in got) this.bindFrom(item, got[key]);
      }
    }
  }

  private bindString(recorded: string, actual: string): void {
    const tokens = recorded.match(TOKEN);
    if (!tokens) return;
    const pattern = recorded
      .split(TOKEN)
      .map(escapeRegExp)
      .reduce((regex, literal, index) => {
        const token = tokens[index - 1];
        return `${regex}${token === '<timestamp>' ? '[^]+?' : '([^]+?)'}${literal}`;
      });
    const match = new RegExp(`^${pattern}$`).exec(actual);
    if (!match) return;
    tokens
      .filter((token) => token !== '<timestamp>')
      .forEach((token, index) => this.bind(token, match[index + 1]!));
  }
}
