// The few web-platform globals the core uses, typed structurally so it compiles without the DOM lib (issue 12):
// every runtime the core supports (browsers, Node 20+, workers) has them. Nothing here names `window`,
// `document`, `navigator` or `localStorage`, so the compiler refuses any read of them; storage, clocks, the
// online and visibility signals come in through adapters. Only the core's own tsconfig includes this file:
// packages that compile the core's source with the DOM lib or Node's types use those instead.

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
}

declare class URLSearchParams {
  constructor(init?: string | URLSearchParams | Record<string, string> | [string, string][]);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  forEach(callback: (value: string, key: string) => void): void;
  keys(): IterableIterator<string>;
  entries(): IterableIterator<[string, string]>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
  toString(): string;
  readonly size: number;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  origin: string;
  protocol: string;
  host: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}

declare class Headers {
  constructor(init?: Record<string, string> | [string, string][] | Headers);
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  forEach(callback: (value: string, key: string) => void): void;
}

interface Blob {
  readonly size: number;
  readonly type: string;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

declare class Response {
  constructor(body?: string | Blob | null, init?: { status?: number; statusText?: string; headers?: Record<string, string> });
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly url: string;
  json(): Promise<unknown>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

interface RequestInit {
  method?: string;
  headers?: Record<string, string> | [string, string][] | Headers;
  body?: string | Blob | ArrayBuffer | Uint8Array | null;
  signal?: AbortSignal | null;
  credentials?: 'omit' | 'same-origin' | 'include';
  cache?: string;
  redirect?: string;
}

declare function fetch(input: string | URL, init?: RequestInit): Promise<Response>;

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBuffer | ArrayBufferView): string;
}

declare function atob(data: string): string;
declare function structuredClone<T>(value: T): T;
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare function setInterval(callback: () => void, ms?: number): unknown;
declare function clearInterval(handle: unknown): void;
