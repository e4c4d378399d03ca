import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText, requestBodyText } from './request-body';

/** A server that answers what it read, first through `requestBodyText`, then through `c.req.text()` again. */
function echoApp() {
  const app = new Hono();
  app.post('/echo', async (c) => {
    const first = await requestBodyText(c);
    const again = await c.req.text();
    // The point of reading the Node stream: the lightweight request never built its web `Request`.
    const built = Object.getOwnPropertySymbols(c.req.raw).some((s) => s.description === 'requestCache');
    return c.json({ first, again, ...(built ? { built } : {}) });
  });
  // Something asks the web request for its signal first: the web `Request` then owns the stream.
  app.post('/echo-after-signal', async (c) => {
    expect(c.req.raw.signal.aborted).toBe(false);
    return c.json({ first: await requestBodyText(c), again: await c.req.text() });
  });
  return app;
}

describe('requestBodyText', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: echoApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (path: string, body: string | Buffer) =>
    (await (await fetch(`${base}${path}`, { method: 'POST', body: body as BodyInit })).json()) as {
      first: string;
      again: string;
    };

  it('reads a body sent over HTTP, in many chunks and with characters split between them', async () => {
    const text = `{"text":"${'Ünïcödé → 漢字 🙂 '.repeat(40_000)}"}`;
    expect(await post('/echo', text)).toEqual({ first: text, again: text });
  });

  it('drops a leading byte order mark, as a web request’s text() does', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    expect(await post('/echo', bytes)).toEqual({ first: '{"a":1}', again: '{"a":1}' });
  });

  it('reads a body of ASCII only (the SDK escapes every other character) as the UTF-8 decoder does', async () => {
    const text = JSON.stringify({ items: [{ text: 'caf\u00e9 \ud83d\ude42', vector: [0.1, -2.5e-7, 3] }] });
    const big = `{"v":[${Array.from({ length: 100_000 }, (_, i) => (i / 7).toString()).join(',')}]}`;
    expect(await post('/echo', text)).toEqual({ first: text, again: text });
    expect((await post('/echo', big)).first).toBe(big);
  });

  it('reads malformed UTF-8 as the web request does: U+FFFD for each bad sequence', async () => {
    const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]);
    const expected = new TextDecoder().decode(bytes);
    expect(expected).toBe('{"a":"\ufffd(\ufffd"}');
    expect(bodyText(bytes)).toBe(expected);
    expect(await post('/echo', bytes)).toEqual({ first: expected, again: expected });
  });

  it('reads an empty body as an empty text', async () => {
    expect(await post('/echo', '')).toEqual({ first: '', again: '' });
  });

  it('reads through the web request once one was built', async () => {
    expect(await post('/echo-after-signal', '{"b":2}')).toEqual({ first: '{"b":2}', again: '{"b":2}' });
  });

  it('reads in-process requests (no Node stream) through c.req', async () => {
    const res = await echoApp().request('/echo', { method: 'POST', body: '{"c":3}' });
    expect(await res.json()).toEqual({ first: '{"c":3}', again: '{"c":3}' });
  });
});
