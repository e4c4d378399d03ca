/** The stand-in's user: the owner of its write and read tokens, member of the stand-in's organisation. */
export const STAND_IN_USER = 'standin-user';

/** The two tokens the stand-in knows; any other token is invalid. */
export const STAND_IN_TOKENS = {
  write: 'hf_standin_write',
  read: 'hf_standin_read',
} as const;

export type TokenRole = 'write' | 'read';

/** The role of a bearer token, or null for an unknown one. */
export function tokenRole(authorization: string | undefined): TokenRole | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === STAND_IN_TOKENS.write) return 'write';
  if (token === STAND_IN_TOKENS.read) return 'read';
  return null;
}

/** `GET /api/whoami-v2` for a known token (the hub's user shape with the token's `auth`). */
export function whoamiBody(role: TokenRole, organisation: string): Record<string, unknown> {
  return {
    type: 'user',
    id: '64f0c0ffee0000000000beef',
    name: STAND_IN_USER,
    fullname: 'Stand-in User',
    email: 'standin-user@example.org',
    emailVerified: true,
    canPay: false,
    periodEnd: null,
    isPro: false,
    billingMode: 'prepaid',
    avatarUrl: '/avatars/standin-user.svg',
    orgs: [
      {
        type: 'org',
        id: '64f0c0ffee0000000000cafe',
        name: organisation,
        fullname: 'Marginalia stand-in',
        email: null,
        canPay: false,
        periodEnd: null,
        avatarUrl: '/avatars/marginalia-stand-in.svg',
        roleInOrg: role === 'write' ? 'write' : 'read',
      },
    ],
    auth: {
      type: 'access_token',
      accessToken: { displayName: `stand-in ${role} token`, role, createdAt: '2024-01-01T00:00:00.000Z' },
    },
  };
}
