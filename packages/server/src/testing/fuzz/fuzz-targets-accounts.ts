import fc from 'fast-check';
import type { FuzzTarget } from './fuzz-target';
import { garbageScalar } from './malformed-values';

/** Sign-in bodies: JSON or a form, with garbage (or no) credentials. */
const signInBody = fc
  .tuple(fc.option(garbageScalar), fc.option(garbageScalar), fc.boolean())
  .map(([username, password, asForm]) => {
    const fields: Record<string, string> = {};
    if (username !== null) fields['username'] = String(username);
    if (password !== null) fields['password'] = String(password);
    return asForm
      ? { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' }
      : { body: JSON.stringify(fields), contentType: 'application/json' };
  });

/** Sign-in, settings, users, workspaces and the OAuth calls (contract §4–§6). */
export const ACCOUNT_TARGETS: FuzzTarget[] = [
  { method: 'POST', path: '/token', ids: () => [], bodies: () => signInBody },
  { method: 'GET', path: '/settings', ids: () => [] },
  { method: 'GET', path: '/version', ids: () => [] },
  { method: 'GET', path: '/status', ids: () => [] },
  { method: 'GET', path: '/me', ids: () => [] },
  { method: 'GET', path: '/me/workspaces', ids: () => [] },
  { method: 'GET', path: '/users', ids: () => [] },
  {
    method: 'POST',
    path: '/users',
    ids: () => [],
    valid: () => ({ username: 'fz', password: '12345678', first_name: 'F', role: 'annotator' }),
  },
  { method: 'GET', path: '/users/{id}', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'DELETE', path: '/users/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/users/{id}/workspaces', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'POST', path: '/workspaces', ids: () => [], valid: () => ({ name: 'fz-ws' }) },
  { method: 'GET', path: '/workspaces/{id}', ids: (w) => [w.workspaceId] },
  { method: 'DELETE', path: '/workspaces/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/workspaces/{id}/users', ids: (w) => [w.workspaceId] },
  {
    method: 'POST',
    path: '/workspaces/{id}/users',
    ids: (w) => [w.workspaceId],
    valid: (w) => ({ user_id: w.users.annotatorOutsider.user.id }),
  },
  { method: 'DELETE', path: '/workspaces/{id}/users/{id}', ids: () => [], destructive: true },
  // The fuzz server configures one provider whose endpoints are a closed local port.
  { method: 'GET', path: '/oauth2/providers', ids: () => [] },
  { method: 'GET', path: '/oauth2/providers/{id}/authentication', ids: () => ['huggingface'] },
  {
    method: 'GET',
    path: '/oauth2/providers/{id}/access-token?code={id}&state={id}',
    ids: () => ['huggingface', 'a-code', 'a-state'],
  },
];
