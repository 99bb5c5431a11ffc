import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  authAt,
  deviceLinkAt,
  eidAt,
  failedWith,
  failsWith,
  liveAuth,
  liveServices,
  LIVE_PASSWORD,
} from './support/fakes';
import { click, submit, typeInto, waitForElement } from './support/play';
import { StoryApp } from './support/story-router';
import { forgetBrowser, rememberBrowser } from '../src/browser/remembered-browser';

/**
 * The login page at each tab's URL, inside the shell. The session actor is restored at a state with
 * never-resolving fakes (frozen); form states that live only in the page's own form are reached by a
 * play function. "Live" starts signed out with fakes that answer, to click through the whole flow.
 */
const meta = {
  title: 'Login/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const VALID_CODE = '38501010002';

// ---- Smart-ID ------------------------------------------------------------------------------

export const SmartId: Story = {
  name: 'Smart-ID – pristine',
  render: () => <StoryApp url="/login/smart-id" />,
};

export const SmartIdErrorsVisible: Story = {
  name: 'Smart-ID – errors after a submit attempt',
  render: () => <StoryApp url="/login/smart-id" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'personalCode', '3850101');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const SmartIdConnecting: Story = {
  name: 'Smart-ID – connecting (after submit)',
  render: () => <StoryApp url="/login/smart-id" auth={() => eidAt('smart_id', null)} />,
};

export const SmartIdControlCode: Story = {
  name: 'Smart-ID – control code shown, 95 s left',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => eidAt('smart_id', { controlCode: '4821', secondsLeft: 95 })}
    />
  ),
};

export const SmartIdControlCodeEnding: Story = {
  name: 'Smart-ID – control code shown, 10 s left',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => eidAt('smart_id', { controlCode: '4821', secondsLeft: 10 })}
    />
  ),
};

export const SmartIdQrConnecting: Story = {
  name: 'Smart-ID – QR code: connecting',
  render: () => <StoryApp url="/login/smart-id" auth={() => deviceLinkAt(null)} />,
};

export const SmartIdQr: Story = {
  name: 'Smart-ID – QR code and the phone link, 95 s left',
  render: () => (
    <StoryApp url="/login/smart-id" auth={() => deviceLinkAt({ secondsLeft: 95, fresh: true })} />
  ),
};

export const SmartIdQrStale: Story = {
  name: 'Smart-ID – QR code too old to show (no fresh link for 3 s)',
  render: () => (
    <StoryApp url="/login/smart-id" auth={() => deviceLinkAt({ secondsLeft: 60, fresh: false })} />
  ),
};

export const SmartIdCallbackRefused: Story = {
  name: 'Smart-ID – the app came back to another browser (refused)',
  render: () => (
    <StoryApp
      url="/login/smart-id/callback"
      auth={() => failedWith({ code: 'invalid_grant', provider: 'smart_id' })}
    />
  ),
};

export const SmartIdCancelled: Story = {
  name: 'Smart-ID – flow error (cancelled)',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => failedWith({ code: 'user_cancelled', provider: 'smart_id' })}
    />
  ),
};

export const SmartIdLoginMovedOn: Story = {
  name: 'Smart-ID – the session was used elsewhere (the app returned to another tab)',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => failedWith({ code: 'invalid_grant', provider: 'smart_id' })}
    />
  ),
};

/** A browser remembered from a QR or same-phone login; the hint is removed when the story is left. */
const inRememberedBrowser = () => {
  rememberBrowser(window.localStorage, Date.now());
  return () => forgetBrowser(window.localStorage);
};

export const SmartIdRemembered: Story = {
  name: 'Smart-ID – remembered browser: log in as before, or forget it',
  beforeEach: inRememberedBrowser,
  render: () => <StoryApp url="/login/smart-id" services={liveServices()} />,
};

export const SmartIdRememberedForgetFailed: Story = {
  name: 'Smart-ID – remembered browser: forgetting it failed',
  beforeEach: inRememberedBrowser,
  render: () => (
    <StoryApp
      url="/login/smart-id"
      services={liveServices({ forgetRememberedBrowser: () => Promise.reject(new Error('offline')) })}
    />
  ),
  play: async ({ canvasElement }) => {
    await click(canvasElement, '.remembered-offer .btn--link');
    await waitForElement(canvasElement, '.remembered-offer [role="alert"]');
  },
};

export const SmartIdNoAccount: Story = {
  name: 'Smart-ID – flow error (no Smart-ID account)',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => failedWith({ code: 'smart_id_does_not_exist', provider: 'smart_id' })}
    />
  ),
};

export const SmartIdBasic: Story = {
  name: 'Smart-ID – Smart-ID Basic modal',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => failedWith({ code: 'smart_id_basic', provider: 'smart_id' })}
    />
  ),
};

// ---- Mobile-ID -----------------------------------------------------------------------------

export const MobileId: Story = {
  name: 'Mobile-ID – pristine',
  render: () => <StoryApp url="/login/mobile-id" />,
};

export const MobileIdErrorsVisible: Story = {
  name: 'Mobile-ID – errors after a submit attempt',
  render: () => <StoryApp url="/login/mobile-id" />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const MobileIdControlCode: Story = {
  name: 'Mobile-ID – control code shown, 95 s left',
  render: () => (
    <StoryApp
      url="/login/mobile-id"
      auth={() => eidAt('mobile_id', { controlCode: '0537', secondsLeft: 95 })}
    />
  ),
};

export const MobileIdNotFound: Story = {
  name: 'Mobile-ID – flow error (no Mobile-ID)',
  render: () => (
    <StoryApp
      url="/login/mobile-id"
      auth={() => failedWith({ code: 'mobile_id_does_not_exist', provider: 'mobile_id' })}
    />
  ),
};

export const MobileIdExpired: Story = {
  name: 'Mobile-ID – flow error (session expired)',
  render: () => (
    <StoryApp
      url="/login/mobile-id"
      auth={() => failedWith({ code: 'session_expired', provider: 'mobile_id' })}
    />
  ),
};

// ---- Password ------------------------------------------------------------------------------

export const Password: Story = {
  name: 'Password – pristine',
  render: () => <StoryApp url="/login/email" />,
};

export const PasswordErrorsVisible: Story = {
  name: 'Password – errors after a submit attempt',
  render: () => <StoryApp url="/login/email" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'username', 'ab');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const PasswordSubmitting: Story = {
  name: 'Password – submitting (loader)',
  render: () => <StoryApp url="/login/email" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'username', 'vardas@pastas.lt');
    await typeInto(canvasElement, 'password', 'Slaptazodis1');
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const PasswordWrong: Story = {
  name: 'Password – flow error (wrong credentials)',
  render: () => (
    <StoryApp url="/login/email" auth={() => failedWith({ code: 'invalid_grant', provider: 'password' })} />
  ),
};

export const PasswordLocked: Story = {
  name: 'Password – flow error (access locked)',
  render: () => (
    <StoryApp url="/login/email" auth={() => failedWith({ code: 'user_locked', provider: 'password' })} />
  ),
};

// ---- Remind password -----------------------------------------------------------------------

export const RemindPassword: Story = {
  name: 'Remind password – pristine',
  render: () => <StoryApp url="/login/remind-password" />,
};

export const RemindPasswordErrorsVisible: Story = {
  name: 'Remind password – errors after a submit attempt',
  render: () => <StoryApp url="/login/remind-password" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'contact', 'ne-el-pastas');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const RemindPasswordSubmitting: Story = {
  name: 'Remind password – submitting (loader)',
  render: () => <StoryApp url="/login/remind-password" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'contact', 'vardas@pastas.lt');
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const RemindPasswordPhoneDuplicated: Story = {
  name: 'Remind password – phone shared by several accounts',
  render: () => (
    <StoryApp
      url="/login/remind-password"
      services={liveServices({ remindPassword: failsWith({ kind: 'phone-duplicated' }) })}
    />
  ),
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'contact', '+37061234567');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--error');
  },
};

export const RemindPasswordSent: Story = {
  name: 'Remind password – sent (its own success page)',
  render: () => <StoryApp url="/login/remind-password/success" />,
};

// ---- After the session ended (say what happened) ---------------------------------

export const AfterLogout: Story = {
  name: 'After a logout – message',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => authAt({ unauthorized: 'signedOut' }, { signedOutReason: 'user' })}
    />
  ),
};

export const AfterInactivity: Story = {
  name: 'After the inactivity logout – message',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => authAt({ unauthorized: 'signedOut' }, { signedOutReason: 'inactivity' })}
    />
  ),
};

export const SmartIdExpired: Story = {
  name: 'Smart-ID – the 120 s window ended (what to do next)',
  render: () => (
    <StoryApp
      url="/login/smart-id"
      auth={() => failedWith({ code: 'session_expired', provider: 'smart_id' })}
    />
  ),
};

export const MobileIdPhoneHint: Story = {
  name: 'Mobile-ID – a phone §5 cannot read: the format hint',
  render: () => <StoryApp url="/login/mobile-id" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'personalCode', VALID_CODE);
    await typeInto(canvasElement, 'phone', '8600006');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const BankReturnPending: Story = {
  name: 'Bank return with ?token= – connecting on the login page',
  render: () => <StoryApp url="/login/smart-id" auth={() => authAt({ loading: 'bankToken' })} />,
};

// ---- Bank handover -------------------------------------------------------------------------

export const BankHandover: Story = {
  name: 'Bank handover – connecting',
  // BankHandover rewrites window.location with history.replaceState; put the iframe's address back.
  beforeEach: () => {
    const href = window.location.href;
    return () => window.history.replaceState(window.history.state, '', href);
  },
  render: () => <StoryApp url="/login/sb/story-token" auth={() => authAt({ unauthorized: 'signedOut' })} />,
};

// ---- Live ----------------------------------------------------------------------------------

/**
 * Click through: Smart-ID / Mobile-ID with any valid personal code (e.g. 38501010002) shows a control
 * code and confirms after two polls (~7 s); the password tab accepts the password below, anything else
 * is "wrong credentials". After login the portal opens; "Atsijungti" logs out.
 */
export const Live: Story = {
  name: 'Live – click through the login',
  parameters: {
    docs: { description: { story: `Personal code ${VALID_CODE}; password ${LIVE_PASSWORD}.` } },
  },
  render: () => <StoryApp url="/login/smart-id" auth={liveAuth} services={liveServices()} />,
};
