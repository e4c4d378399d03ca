import { describe, expect, it } from 'vitest';
import { loadOAuthConfig } from './oauth-config';

describe('loadOAuthConfig', () => {
  it('enables nothing without client credentials', () => {
    expect(loadOAuthConfig({})).toEqual({ providers: [], defaultRole: 'annotator', workspaces: [] });
  });

  it('enables the hub provider with its default endpoints, overridable one by one', () => {
    const config = loadOAuthConfig({
      MARGINALIA_OAUTH_HUGGINGFACE_CLIENT_ID: 'id',
      MARGINALIA_OAUTH_HUGGINGFACE_CLIENT_SECRET: 'secret',
      MARGINALIA_OAUTH_HUGGINGFACE_TOKEN_URL: 'http://127.0.0.1:9/token',
      MARGINALIA_OAUTH_HUGGINGFACE_REDIRECT_URI: 'https://app.example/oauth/huggingface/callback',
      MARGINALIA_OAUTH_DEFAULT_ROLE: 'admin',
      MARGINALIA_OAUTH_WORKSPACES: 'team, hub ,',
    });
    expect(config).toEqual({
      providers: [
        {
          name: 'huggingface',
          clientId: 'id',
          clientSecret: 'secret',
          authorizeUrl: 'https://huggingface.co/oauth/authorize',
          tokenUrl: 'http://127.0.0.1:9/token',
          userInfoUrl: 'https://huggingface.co/oauth/userinfo',
          scope: 'openid profile',
          redirectUri: 'https://app.example/oauth/huggingface/callback',
        },
      ],
      defaultRole: 'admin',
      workspaces: ['team', 'hub'],
    });
  });

  it('uses the hub space’s own login variables', () => {
    const [provider] = loadOAuthConfig({
      OAUTH_CLIENT_ID: 'space-id',
      OAUTH_CLIENT_SECRET: 'space-secret',
      OPENID_PROVIDER_URL: 'https://hub.example/',
    }).providers;
    expect(provider).toMatchObject({
      name: 'huggingface',
      clientId: 'space-id',
      authorizeUrl: 'https://hub.example/oauth/authorize',
      tokenUrl: 'https://hub.example/oauth/token',
      userInfoUrl: 'https://hub.example/oauth/userinfo',
    });
  });

  it('ignores an unknown default role', () => {
    expect(loadOAuthConfig({ MARGINALIA_OAUTH_DEFAULT_ROLE: 'root' }).defaultRole).toBe('annotator');
  });
});
