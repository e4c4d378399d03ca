import type { Meta, StoryObj } from '@storybook/react';
import { createFakeApi, ok } from '../../../react/src/testing/createFakeApi';
import { SETTINGS_DATASET_ID, settingsRoutes } from '../../../react/src/testing/settingsFixtures';
import { DEFAULT_DATASETS, STORY_OVERVIEW, WORKSPACES } from '../../../react/src/testing/stories/homeServer';
import { wireUser } from '../../../react/src/testing/wireFixtures';
import { defineElement } from '../base/defineElement';
import { ElementStory, expectShown } from '../testing/ElementStory';
import { DatasetListElement } from './DatasetListElement';
import { DatasetSettingsElement } from './DatasetSettingsElement';
import { ExportElement } from './ExportElement';
import { HubImportElement } from './HubImportElement';
import { UserSettingsElement } from './UserSettingsElement';

defineElement(DatasetListElement);
defineElement(UserSettingsElement);
defineElement(DatasetSettingsElement);
defineElement(HubImportElement);
defineElement(ExportElement);

// The elements of the workspace's pages (datasets, settings, hub), each on a fake server as a page embeds them.
const owner = wireUser({ role: 'owner', username: 'owner', api_key: 'story.apikey' });
const hub = { hub_url: 'http://hub.test', datasets_server_url: 'http://hub.test' };
const server = createFakeApi({
  'GET /v1/me': ok(owner),
  'GET /v1/settings': ok({ argilla: {}, hub }),
  'GET /v1/me/datasets': ok({ items: DEFAULT_DATASETS }),
  'GET /v1/me/workspaces': ok({ items: WORKSPACES }),
  'GET /v1/me/datasets/:id/overview': ok(STORY_OVERVIEW),
  ...settingsRoutes(),
});
const signedIn = { 'api-key': 'story.apikey', locale: 'en', theme: 'light' };

const meta = {
  title: 'Elements/Workspace elements',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DatasetList: Story = {
  args: { tag: 'mg-dataset-list', attributes: signedIn, fetch: server.fetch },
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-dataset-list', 'Sentiment reviews', 'dataset-list'),
};

export const UserSettings: Story = {
  args: { tag: 'mg-user-settings', attributes: signedIn, fetch: server.fetch },
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-user-settings', owner.username, 'settings'),
};

export const DatasetSettings: Story = {
  args: { tag: 'mg-dataset-settings', attributes: { ...signedIn, 'dataset-id': SETTINGS_DATASET_ID }, fetch: server.fetch },
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-dataset-settings', 'General', 'settings'),
};

export const HubImport: Story = {
  args: { tag: 'mg-hub-import', attributes: signedIn, fetch: server.fetch },
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-hub-import', 'Import dataset', 'hub-import'),
};

export const Export: Story = {
  args: { tag: 'mg-export', attributes: { ...signedIn, 'dataset-id': SETTINGS_DATASET_ID }, fetch: server.fetch },
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-export', 'Export to Hub', 'export'),
};
