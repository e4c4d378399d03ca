import type { WireSettings } from '../api/wire/users';

/** Where the hub and its datasets server answer; injected so a local stand-in can take their place. */
export interface HubUrls {
  /** The hub itself: dataset pages, the API of repositories. */
  hubUrl: string;
  /** The dataset-info service (`info`, `first-rows`, `statistics`, `parquet`). */
  datasetsServerUrl: string;
}

/** The public services, used unless the server names others. */
export const PUBLIC_HUB_URLS: Readonly<HubUrls> = Object.freeze({
  hubUrl: 'https://huggingface.co',
  datasetsServerUrl: 'https://datasets-server.huggingface.co',
});

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The hub URLs a browser should read: those `GET /settings` names (a server pointed at a local stand-in says so
 * under `hub`), else the public ones.
 *
 * @example
 * hubUrlsFromSettings({ argilla: {} }); // PUBLIC_HUB_URLS
 */
export function hubUrlsFromSettings(settings: Pick<WireSettings, 'hub'> | null | undefined): HubUrls {
  const hub = settings?.hub;
  if (!hub) return { ...PUBLIC_HUB_URLS };
  return {
    hubUrl: withoutTrailingSlash(hub.hub_url),
    datasetsServerUrl: withoutTrailingSlash(hub.datasets_server_url),
  };
}

/**
 * The page of a hub dataset, e.g. the target of 'Go to Hub'.
 *
 * @example
 * hubDatasetPageUrl(PUBLIC_HUB_URLS, 'acme/reviews'); // 'https://huggingface.co/datasets/acme/reviews'
 */
export function hubDatasetPageUrl(urls: Pick<HubUrls, 'hubUrl'>, repoId: string): string {
  return `${withoutTrailingSlash(urls.hubUrl)}/datasets/${repoId.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The hub's dataset viewer for embedding in a page (the preview shows it beside the configuration), on a config
 * and split.
 *
 * @example
 * hubViewerEmbedUrl(PUBLIC_HUB_URLS, 'stanfordnlp/imdb', 'plain_text', 'train');
 * // 'https://huggingface.co/datasets/stanfordnlp/imdb/embed/viewer/plain_text/train'
 */
export function hubViewerEmbedUrl(
  urls: Pick<HubUrls, 'hubUrl'>,
  repoId: string,
  config: string,
  split: string,
): string {
  return `${hubDatasetPageUrl(urls, repoId)}/embed/viewer/${encodeURIComponent(config)}/${encodeURIComponent(split)}`;
}
