import type { UserRole, WireDataset, WireDatasetOverview } from '@marginalia/core';
import { ok } from '../createFakeApi';
import { wireDataset, wireUser, wireWorkspace } from '../wireFixtures';
import { failingServer, pendingServer, storyServer, type StoryRoutes } from './storyServers';
import type { MarginaliaStoryParameters } from './loadMarginalia';

export const WORKSPACES = [wireWorkspace('4e70e21a-7533-41e9-8a25-11d6ee3091be', 'argilla'), wireWorkspace('9c14ca14-65bb-4c27-ba1f-cf7e4a6398e8', 'recognai')];

/** `count` datasets alternating between the two workspaces, each with a different activity date. */
export function storyDatasets(count: number, name = (index: number) => `Dataset ${index + 1}`): WireDataset[] {
  return Array.from({ length: count }, (_, index) =>
    wireDataset({
      id: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
      name: name(index),
      workspace_id: WORKSPACES[index % 2]!.id,
      last_activity_at: new Date(Date.UTC(2024, 4, 1) - index * 3_600_000).toISOString().replace('Z', ''),
    }),
  );
}

export const DEFAULT_DATASETS: WireDataset[] = storyDatasets(3, (index) => ['Sentiment reviews', 'Summaries', 'alpha set'][index]!);

type HomeState = 'ready' | 'loading' | 'error';

/** The overview every story card shows (`GET /me/datasets/{id}/overview`). */
export const STORY_OVERVIEW: WireDatasetOverview = {
  questions: [
    { title: 'What is the sentiment of this review?', type: 'label_selection' },
    { title: 'Why?', type: 'text' },
  ],
  field_types: ['text'],
  pending_for_me: 2,
  progress: { total: 3, completed: 1, pending: 2, users: [{ username: 'ann' }, { username: 'bob' }] },
};

/**
 * Parameters of a home page story: signed in as `role`, listing `datasets` (each with a text field, a label and
 * a text question, 2 records pending for the user and the team's progress 1 of 3 done), or
 * with the dataset calls never answering (`loading`) or answering 500 (`error`).
 *
 * @example
 * parameters: homeParameters({ role: 'admin', datasets: [] }),
 */
export function homeParameters({
  role = 'annotator',
  datasets = DEFAULT_DATASETS,
  state = 'ready',
  routes = {},
}: { role?: UserRole; datasets?: WireDataset[]; state?: HomeState; routes?: StoryRoutes } = {}): { marginalia: MarginaliaStoryParameters } {
  const me: StoryRoutes = { 'GET /v1/me': ok(wireUser({ role, api_key: 'story.apikey' })), ...routes };
  const lists: StoryRoutes = {
    'GET /v1/me/datasets': ok({ items: datasets }),
    'GET /v1/me/workspaces': ok({ items: WORKSPACES }),
    'GET /v1/me/datasets/:id/overview': ok(STORY_OVERVIEW),
  };
  const server =
    state === 'loading' ? () => pendingServer(me) : state === 'error' ? () => failingServer(me) : () => storyServer({ ...me, ...lists });
  return { marginalia: { server, signedIn: true } };
}
