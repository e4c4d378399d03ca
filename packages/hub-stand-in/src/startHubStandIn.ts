import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createHubStandInApp, type HubStandInOptions } from './createHubStandInApp';
import type { RepoStore } from './hub/RepoStore';

/** A running stand-in. */
export interface RunningHubStandIn {
  /** Base URL of both services, e.g. `http://127.0.0.1:6970`. */
  url: string;
  port: number;
  /** The repositories uploaded so far (an export's target can be read back from here). */
  repos: RepoStore;
  /** The environment variables that point Marginalia's server at this stand-in. */
  env: { MARGINALIA_HUB_URL: string; MARGINALIA_DATASETS_SERVER_URL: string };
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a port (0 picks a free one).
 *
 * @example
 * const hub = await startHubStandIn({ port: 0 });
 * process.env.MARGINALIA_HUB_URL = hub.env.MARGINALIA_HUB_URL;
 * await hub.close();
 */
export async function startHubStandIn(
  options: HubStandInOptions & { port?: number; hostname?: string } = {},
): Promise<RunningHubStandIn> {
  const { app, repos } = createHubStandInApp(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: options.port ?? 6970, hostname }, () =>
      resolve(instance),
    );
    instance.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} is already in use (use --port)`)
          : error,
      ),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${hostname}:${port}`;
  return {
    url,
    port,
    repos,
    env: { MARGINALIA_HUB_URL: url, MARGINALIA_DATASETS_SERVER_URL: url },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
