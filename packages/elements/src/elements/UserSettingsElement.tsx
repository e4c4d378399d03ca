import { UserSettings } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement } from '../base/MarginaliaElement';

/** `<mg-user-settings>`: the user's profile, workspaces and API key. */
export class UserSettingsElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-user-settings',
    className: 'UserSettingsElement',
    summary: 'The signed-in user’s settings: profile, workspaces, language and API key.',
    loads: ['/me/workspaces'],
    attributes: {},
    properties: {},
    events: {},
    parts: { settings: 'The settings page.' },
  });

  protected renderView(): unknown {
    return <UserSettings />;
  }
}
