/** Where the hosted-demo platform lives. */
export interface HostedDemoHosts {
  /** The hub's own domain (default `huggingface.co`). */
  hubDomain?: string;
  /** The domain under which spaces get their subdomains (default `hf.space`). */
  spaceHost?: string;
}

/** The hub's domain. */
export const HUB_DOMAIN = 'huggingface.co';
/** The parent domain of hosted spaces. */
export const SPACE_HOST = 'hf.space';

/**
 * Whether the app runs on the hosted-demo platform: on the hub domain itself (or a subdomain of it), or on a
 * subdomain of the space host. The port is ignored.
 *
 * @example
 * isHostedDemo('my-org-my-space.hf.space'); // true
 * isHostedDemo('localhost:6900'); // false
 */
export function isHostedDemo(host: string, { hubDomain = HUB_DOMAIN, spaceHost = SPACE_HOST }: HostedDemoHosts = {}): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === hubDomain || name.endsWith(`.${hubDomain}`) || name.endsWith(`.${spaceHost}`);
}
