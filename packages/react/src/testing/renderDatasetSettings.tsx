import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMarginalia, createMemoryStorage, type WireUser } from '@marginalia/core';
import { DatasetSettings, type DatasetSettingsProps } from '../settings/DatasetSettings';
import { createFakeApi, ok } from './createFakeApi';
import { renderWithMarginalia, type RenderedWithMarginalia } from './renderWithMarginalia';
import {
  SETTINGS_ADMIN,
  SETTINGS_DATASET_ID,
  settingsRoutes,
  type SettingsServerOptions,
} from './settingsFixtures';

/**
 * Renders `DatasetSettings` for one person over the settings fixtures' fake server (plus `extra` routes) and waits
 * for the tabs, or the annotator's info view.
 */
export async function renderDatasetSettings(
  user: WireUser = SETTINGS_ADMIN,
  options: SettingsServerOptions = {},
  extra = {},
  props: Partial<DatasetSettingsProps> = {},
): Promise<RenderedWithMarginalia & { api: ReturnType<typeof createFakeApi> }> {
  const api = createFakeApi({ 'GET /v1/me': ok(user), ...settingsRoutes(options), ...extra });
  const sdk = createMarginalia({ fetch: api.fetch, storage: createMemoryStorage({ 'auth.token': 'token' }) });
  await sdk.session.getState().restore();
  const rendered = renderWithMarginalia(<DatasetSettings datasetId={SETTINGS_DATASET_ID} {...props} />, {
    fetch: api.fetch,
    sdk,
  });
  // Either one, whichever comes (waiting for the tabs first idled 5 s before each annotator's info view).
  await waitFor(() =>
    expect(
      screen.queryByRole('tablist') ?? screen.queryByRole('heading', { name: 'Dataset info' }),
    ).not.toBeNull(),
  );
  return { ...rendered, api };
}
