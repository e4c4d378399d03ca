import { describe, expect, it } from 'vitest';
import { REVIEWERS_ITEM_ID } from './reviewersItem';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';
import {
  firstSectionWithChanges,
  selectCanSave,
  selectReviewersSection,
  selectSettingsTabs,
} from './settingsSelectors';
import { setupSettingsStore } from './testing/settingsFixtures';

const stamps = { inserted_at: '2024-05-01T08:00:00', updated_at: '2024-05-01T08:00:00' };
const user = (id: string, username: string, role = 'annotator') => ({
  id, username, role, first_name: username, last_name: null, api_key: 'k', ...stamps,
});
const reviewersPath = '/api/v1/datasets/d1/reviewers';

/** The settings store over a server with reviewer ann and members ann, bob and the owner. */
function setupWithReviewers() {
  const setup = setupSettingsStore();
  setup.server.on('GET', reviewersPath, { body: { items: [{ user_id: 'u-ann', username: 'ann' }] } });
  setup.server.on('GET', '/api/v1/workspaces/w1/users', {
    body: { items: [user('u-own', 'owner', 'owner'), user('u-ann', 'ann'), user('u-bob', 'bob')] },
  });
  return setup;
}

describe('the reviewers section of dataset settings', () => {
  it('loads the reviewers and the workspace members, and shows the tab before the danger zone', async () => {
    const { state } = setupWithReviewers();
    await state().load();
    expect(selectSettingsTabs(state()).slice(-3)).toEqual(['reviewers', 'history', 'danger-zone']);
    const section = selectReviewersSection(state())!;
    expect(section.reviewers).toEqual([{ userId: 'u-ann', username: 'ann' }]);
    expect(section.candidates.map((c) => [c.username, c.role])).toEqual([['owner', 'owner'], ['bob', 'annotator']]);
  });

  it('leaves the tab out where the server has no reviewers (an Argilla server)', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    expect(selectSettingsTabs(state())).not.toContain('reviewers');
    expect(selectReviewersSection(state())).toBeNull();
  });

  it('adds and removes reviewers as an edit, guarded like any section, and cancels back', async () => {
    const { state } = setupWithReviewers();
    await state().load();
    state().addReviewer('u-bob');
    state().addReviewer('u-bob');
    expect(state().reviewers[0]!.edit.userIds).toEqual(['u-ann', 'u-bob']);
    expect(firstSectionWithChanges(state())).toBe('reviewers');
    state().removeReviewer('u-ann');
    state().removeReviewer('u-bob');
    state().addReviewer('u-ann');
    // The same set as the server holds: nothing to save.
    expect(firstSectionWithChanges(state())).toBeNull();
    state().addReviewer('u-bob');
    state().restore('reviewers');
    expect(selectReviewersSection(state())!.reviewers.map((r) => r.username)).toEqual(['ann']);
  });

  it('saves the whole list, and the server’s list becomes the original', async () => {
    const { state, server } = setupWithReviewers();
    server.on('PUT', reviewersPath, (call) => ({
      body: { items: (call.json as { user_ids: string[] }).user_ids.map((id) => ({ user_id: id, username: id === 'u-bob' ? 'bob' : 'ann' })) },
    }));
    await state().load();
    state().addReviewer('u-bob');
    expect(selectCanSave('reviewers', state().reviewers[0]!)).toBe(true);
    expect(await state().save('reviewers', REVIEWERS_ITEM_ID)).toBe(true);
    expect(server.callsTo('PUT', reviewersPath)[0]!.json).toEqual({ user_ids: ['u-ann', 'u-bob'] });
    expect(state().reviewers[0]!.original.userIds).toEqual(['u-ann', 'u-bob']);
    expect(state().reviewers[0]!.saveStatus).toBe('saved');
    expect(firstSectionWithChanges(state())).toBeNull();
  });

  it('keeps the edit and shows the server’s message when it refuses', async () => {
    const { state, server } = setupWithReviewers();
    server.on('PUT', reviewersPath, { status: 422, body: { detail: 'User `u-bob` is not a member of the workspace' } });
    await state().load();
    state().addReviewer('u-bob');
    expect(await state().save('reviewers', REVIEWERS_ITEM_ID)).toBe(false);
    const item = state().reviewers[0]!;
    expect(item.edit.userIds).toEqual(['u-ann', 'u-bob']);
    expect(item.original.userIds).toEqual(['u-ann']);
    expect(item.error?.text).toBe('User `u-bob` is not a member of the workspace');
    expect(item.errorCode).toBe('ERROR_UPDATING_REVIEWERS');
  });

  it('refuses more reviewers than a dataset may list', async () => {
    const { state, server } = setupWithReviewers();
    await state().load();
    for (let index = 0; index < 100; index += 1) state().addReviewer(`u-${index}`);
    expect(selectCanSave('reviewers', state().reviewers[0]!)).toBe(false);
    expect(await state().save('reviewers', REVIEWERS_ITEM_ID)).toBe(false);
    expect(state().reviewers[0]!.error).toEqual({ key: SETTINGS_MESSAGE_KEYS.invalidReviewers });
    expect(server.callsTo('PUT', reviewersPath)).toHaveLength(0);
  });
});
