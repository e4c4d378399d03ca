import { SignIn } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement } from '../base/MarginaliaElement';
import { announceSignIn } from '../base/ElementRoot';
import { useMarginalia } from '@marginalia/react';

/** `<mg-sign-in>`: username and password sign-in; the session is shared with the page's other elements on reload. */
export class SignInElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-sign-in',
    className: 'SignInElement',
    summary:
      'Username and password sign-in. The token is kept in the page origin’s storage, so elements loaded afterwards on the same origin are signed in.',
    requiresUser: false,
    attributes: {},
    properties: {},
    events: {},
    parts: { 'sign-in': 'The sign-in form.' },
  });

  protected renderView(): unknown {
    return <SignInForm host={this} />;
  }
}

function SignInForm({ host }: { host: MarginaliaElement }) {
  const sdk = useMarginalia();
  return <SignIn onSignedIn={() => announceSignIn(host, sdk)} />;
}
