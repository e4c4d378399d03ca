import { useId, type MouseEvent } from 'react';
import { homePathForWorkspaces, myWorkspacesQuery, textDirection } from '@marginalia/core';
import { useMarginalia, useNavigation } from '../provider/MarginaliaProvider';
import { useQuery } from '../hooks/useQuery';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { accountTexts } from '../sign-in/accountTexts';
import { isModifiedClick } from '../layout/Breadcrumbs';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { ApiKeyField } from './ApiKeyField';
import { LanguageSwitch } from './LanguageSwitch';
import { userSettingsCss } from './userSettingsCss';

/**
 * My settings: back to Home, the avatar, role badge, username, first and last name, the workspaces (each a link
 * to home filtered by it), the theme and language switches and the masked API key. The breadcrumbs
 * (Home > My settings) belong to the page header.
 *
 * @example
 * <UserSettings />
 */
export function UserSettings() {
  const t = useT(accountTexts);
  const { client } = useMarginalia();
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-user-settings', userSettingsCss);
  const user = useSession((s) => s.user);
  const workspaces = useQuery(myWorkspacesQuery(client));
  const headings = { profile: useId(), preferences: useId() };
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigation.navigate(to);
  };

  if (!user) return null;
  const fields = [
    { label: t('userSettings.username'), value: user.username },
    { label: t('userSettings.firstName'), value: user.firstName },
    { label: t('userSettings.lastName'), value: user.lastName ?? '—' },
  ];
  return (
    <div ref={rootRef} className="mg-root mg-user-settings" part="settings">
      <a className="mg-button mg-button--ghost mg-user-settings__back" href={navigation.href('/')} onClick={go('/')}>
        <Icon name="arrowLeft" />
        {t('userSettings.backHome')}
      </a>
      <h1 className="mg-user-settings__title">{t('userSettings.title')}</h1>
      <section className="mg-card mg-user-settings__section" aria-labelledby={headings.profile}>
        <h2 id={headings.profile} className="mg-user-settings__section-title">
          {t('userSettings.profile')}
        </h2>
        <div className="mg-user-settings__who">
          <span className="mg-avatar mg-avatar--medium" aria-hidden="true">
            {user.avatar}
          </span>
          <span className="mg-badge">{t(`userSettings.roles.${user.role}`)}</span>
        </div>
        <dl className="mg-user-settings__fields">
          {fields.map((field) => (
            <div key={field.label}>
              <dt className="mg-user-settings__label">{field.label}</dt>
              <dd dir={textDirection(field.value)}>{field.value}</dd>
            </div>
          ))}
          <div>
            <dt className="mg-user-settings__label">{t('userSettings.workspaces')}</dt>
            <dd>
              {workspaces === null ? (
                <span className="mg-muted" aria-busy="true">
                  {t('app.loading')}
                </span>
              ) : workspaces.length === 0 ? (
                <span className="mg-muted">{t('userSettings.noWorkspaces')}</span>
              ) : (
                <ul className="mg-user-settings__workspaces">
                  {workspaces.map((workspace) => {
                    const to = homePathForWorkspaces([workspace.name]);
                    return (
                      <li key={workspace.id}>
                        <a className="mg-badge mg-user-settings__workspace" href={navigation.href(to)} onClick={go(to)}>
                          {workspace.name}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="mg-card mg-user-settings__section" aria-labelledby={headings.preferences}>
        <h2 id={headings.preferences} className="mg-user-settings__section-title">
          {t('userSettings.preferences')}
        </h2>
        <div className="mg-user-settings__preferences">
          <ThemeSwitch />
          <LanguageSwitch />
        </div>
      </section>
      <section className="mg-card mg-user-settings__section" aria-label={t('userSettings.apiKey')}>
        <ApiKeyField apiKey={user.apiKey} />
      </section>
    </div>
  );
}
