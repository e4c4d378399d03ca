// Third-party login (contract §2, OAuth2): a self-contained sub-app the API router mounts.
export type { OAuthConfig, OAuthProviderConfig } from './oauth-config';
export { loadOAuthConfig, HUGGINGFACE_ENDPOINTS, GITHUB_ENDPOINTS } from './oauth-config';
export type { OAuthRoutesOptions } from './oauth-routes';
export { oauthRoutes, OAUTH_STATE_COOKIE } from './oauth-routes';
export type { OAuthClaims } from './oauth-provider-client';
export { OAuthProviderError } from './oauth-provider-client';
