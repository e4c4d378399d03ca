import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy in front of several server processes. */
export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each target, in the targets' order. */
  forwarded: number[];
  close(): Promise<void>;
}

/**
 * The drill's load balancer: one port in front of several server processes, each request to the next target in
 * turn (what nginx's or HAProxy's default does). Bodies are streamed both ways.
 *
 * @example
 * const proxy = await startRoundRobinProxy(['http://127.0.0.1:7001', 'http://127.0.0.1:7002']);
 */
export async function startRoundRobinProxy(targets: string[], port = 0): Promise<RoundRobinProxy> {
  const forwarded = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    forwarded[index]! += 1;
    const target = new URL(targets[index]!);
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: `Proxy: ${error.message}` }));
    });
    incoming.pipe(upstream);
  });
  // Keep-alive connections from the drill's clients are spread per request, not per connection.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
