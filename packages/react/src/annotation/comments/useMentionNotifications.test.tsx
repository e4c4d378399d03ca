import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMarginalia, createMemoryStorage, type KeyValueStorage } from '@marginalia/core';
import { createFakeApi, created, ok } from '../../testing/createFakeApi';
import { renderWithMarginalia } from '../../testing/renderWithMarginalia';
import { wireUser } from '../../testing/wireFixtures';
import './showNewMentions';
import { useMentionNotifications } from './useMentionNotifications';

let makeReady = () => {};

function Mentions({ storage }: { storage: KeyValueStorage }) {
  const [ready, setReady] = useState(false);
  makeReady = () => setReady(true);
  useMentionNotifications(storage, undefined, { ready });
  return null;
}

describe('useMentionNotifications', () => {
  it('reads the mentions only once ready', async () => {
    const api = createFakeApi({
      'POST /v1/token': created({ access_token: 'jwt', token_type: 'bearer' }),
      'GET /v1/me': ok(wireUser()),
      'GET /v1/me/mentions': ok({ items: [] }),
    });
    const sdk = createMarginalia({ fetch: api.fetch });
    await sdk.session.getState().signIn('annotator', '12345678');
    const storage = createMemoryStorage();
    renderWithMarginalia(<Mentions storage={storage} />, { fetch: api.fetch, sdk });
    // Long enough for the lazily loaded reader (imported above, so at hand) to have read had it been asked to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.callsTo('GET', '/v1/me/mentions')).toHaveLength(0);
    act(() => makeReady());
    await waitFor(() => expect(api.callsTo('GET', '/v1/me/mentions')).toHaveLength(1));
  });
});
