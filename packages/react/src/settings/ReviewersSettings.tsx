import { useId, useState } from 'react';
import { selectItemErrors, selectReviewersSection, type DatasetSettingsStore } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { Select } from '../primitives/Select';
import { SettingsItemActions } from './SettingsItemActions';
import { settingsTexts } from './settingsTexts';

/**
 * The reviewers tab (issue #28): the dataset's reviewers, each with Remove, a workspace member to add, and the
 * section's Update and Cancel. The list is one item: it saves as a whole, and a refusal keeps the edit beside the
 * server's message.
 *
 * @example
 * <ReviewersSettings store={session.store} />
 */
export function ReviewersSettings({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const ids = { heading: useId(), list: useId() };
  const section = useStoreSelector(store, selectReviewersSection);
  const [chosen, setChosen] = useState('');
  if (!section) return null;
  const { addReviewer, removeReviewer } = store.getState();
  const errors = selectItemErrors('reviewers', section.item);
  const role = (value: string) => t(`userSettings.roles.${value}`, { defaultValue: value });
  const add = () => {
    if (chosen === '') return;
    addReviewer(chosen);
    setChosen('');
  };
  return (
    <div className="mg-settings__panel">
      <section className="mg-card mg-settings__card" aria-labelledby={ids.heading}>
        <h3 id={ids.heading}>{t('reviewers.title')}</h3>
        <p className="mg-muted">{t('reviewers.description')}</p>
        {section.reviewers.length === 0 ? (
          <p>{t('reviewers.none')}</p>
        ) : (
          <ul id={ids.list} className="mg-settings__reviewers" aria-label={t('reviewers.listLabel')}>
            {section.reviewers.map((reviewer) => (
              <li key={reviewer.userId}>
                <span>{reviewer.username}</span>
                <button
                  type="button"
                  className="mg-button mg-button--ghost"
                  onClick={() => removeReviewer(reviewer.userId)}
                >
                  {t('reviewers.remove', { name: reviewer.username })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {section.candidates.length === 0 ? (
          <p className="mg-muted">{t('reviewers.noCandidates')}</p>
        ) : (
          <div className="mg-settings__reviewer-add">
            <Select
              label={t('reviewers.addLabel')}
              value={chosen}
              placeholder={t('reviewers.choose')}
              options={section.candidates.map((candidate) => ({
                value: candidate.userId,
                label: t('reviewers.role', { name: candidate.username, role: role(candidate.role) }),
              }))}
              onChange={setChosen}
            />
            <button type="button" className="mg-button" aria-disabled={chosen === ''} onClick={add}>
              {t('reviewers.add')}
            </button>
          </div>
        )}
        {errors.reviewers && <p className="mg-settings__error">{translateMessage(t, errors.reviewers)}</p>}
        <SettingsItemActions store={store} section="reviewers" item={section.item} />
      </section>
    </div>
  );
}
