import { describe, expect, it } from 'vitest';
import { toUser } from '../model/User';
import { createMarginalia } from '../sdk/createMarginalia';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createDatasetSettingsSession } from './createDatasetSettingsSession';
import { settingsDataset } from './testing/settingsFixtures';

const user = (role: 'owner' | 'annotator') =>
  toUser({
    id: role,
    first_name: role,
    last_name: null,
    username: role,
    role,
    api_key: 'k',
    inserted_at: '2024-05-01T10:22:33',
    updated_at: '2024-05-01T10:22:33',
  });

function setup() {
  const server = createFakeFetch();
  server.on('GET', '/api/v1/datasets/d1', { body: settingsDataset });
  const sdk = createMarginalia({ fetch: server.fetch });
  return { server, sdk };
}

describe('createDatasetSettingsSession', () => {
  it('loads for the signed-in person’s role, and again when another person signs in', async () => {
    const { sdk, server } = setup();
    sdk.session.setState({ user: user('annotator') });
    const session = createDatasetSettingsSession(sdk, 'd1');
    session.start();
    await expect.poll(() => session.store.getState().status).toBe('ready');
    expect(session.store.getState().canEdit).toBe(false);
    expect(server.callsTo('GET', '/api/v1/datasets/d1/fields')).toHaveLength(0);

    sdk.session.setState({ user: user('owner') });
    await expect.poll(() => session.store.getState().canEdit).toBe(true);
    expect(server.callsTo('GET', '/api/v1/datasets/d1/fields')).toHaveLength(1);
    session.dispose();
  });

  it('stops following the session once disposed, and lets a waiting leave go', async () => {
    const { sdk, server } = setup();
    sdk.session.setState({ user: user('owner') });
    const session = createDatasetSettingsSession(sdk, 'd1');
    session.start();
    await expect.poll(() => session.store.getState().status).toBe('ready');
    session.store.getState().editGeneral({ allowExtraMetadata: false });
    let stayed = false;
    session.store.getState().requestLeave({ proceed: () => {}, stay: () => (stayed = true) });
    session.dispose();
    expect(stayed).toBe(true);
    const reads = server.callsTo('GET', '/api/v1/datasets/d1').length;
    sdk.session.setState({ user: user('annotator') });
    expect(server.callsTo('GET', '/api/v1/datasets/d1')).toHaveLength(reads);
  });

  it('reads and follows nothing until started, and never starts once disposed', async () => {
    const { sdk, server } = setup();
    sdk.session.setState({ user: user('owner') });
    const session = createDatasetSettingsSession(sdk, 'd1');
    sdk.session.setState({ user: user('annotator') });
    session.dispose();
    session.start();
    sdk.session.setState({ user: user('owner') });
    await Promise.resolve();
    expect(server.calls).toHaveLength(0);
  });
});
