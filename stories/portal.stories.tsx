import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthActorRef } from '../src/app/auth-context';
import { INACTIVITY_WARNING_AFTER_MS, INACTIVITY_WARNING_MS } from '../src/domain/constants';
import type { PasswordLoginInput } from '../machines/auth/auth.machine';
import type { AuthTokens } from '../machines/auth/auth-types';
import { inactivityMachine } from '../machines/auth/inactivity.machine';
import { authorized, frozenAuthMachine, liveAuth, storyTokens } from './support/fakes';
import { StoryApp } from './support/story-router';

/** The authorized area: portal layout around the "being prepared" page, and the session warning. */
const meta = {
  title: 'Portal',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserInformation: Story = {
  name: 'My details – being prepared',
  render: () => <StoryApp url="/portal/user-information" auth={authorized} />,
};

export const DashboardPending: Story = {
  name: 'Dashboard – data pending (the API has not answered)',
  render: () => <StoryApp url="/portal/dashboard" auth={authorized} />,
};

export const OnboardingStep: Story = {
  name: 'Onboarding step – being prepared',
  render: () => <StoryApp url="/portal/onboarding/choose-third-pillar-fund" auth={authorized} />,
};

export const SignedOut: Story = {
  name: 'Opened while signed out (redirects to login)',
  render: () => <StoryApp url="/portal/reports" />,
};

/**
 * The inactivity warning: the session was last active 5 minutes ago, so the warning is due at once and
 * counts down the remaining 5 minutes. "Pratęsti sesiją" closes it for another 5 minutes.
 */
async function sessionAboutToExpire(): Promise<AuthActorRef> {
  const lastActivityAt = Date.now() - INACTIVITY_WARNING_AFTER_MS;
  const machine = frozenAuthMachine.provide({
    actors: {
      passwordLogin: fromPromise<AuthTokens, PasswordLoginInput>(async () => ({
        ...storyTokens(),
        issuedAt: lastActivityAt,
      })),
      inactivity: inactivityMachine.provide({
        delays: {
          // Measured from the last activity (rather than from entering the state) so the warning is due now.
          inactivityWarning: ({ context }) =>
            Math.max(0, context.lastActivityAt + INACTIVITY_WARNING_AFTER_MS - Date.now()),
          inactivityLogout: INACTIVITY_WARNING_MS,
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { refreshToken: null } }).start();
  actor.send({ type: 'login.password', username: 'story', password: 'story' });
  await waitFor(actor, (s) => s.hasTag('authorized'));
  return actor;
}

export const InactivityWarning: Story = {
  name: 'Session expiry warning',
  loaders: [async () => ({ auth: await sessionAboutToExpire() })],
  render: (_args, { loaded }) => {
    const auth = (loaded as { auth: AuthActorRef }).auth;
    return <StoryApp url="/portal/dashboard" auth={() => auth} />;
  },
};

/** Click through: log in with the live fakes (see Login/Pages › Live), use the menu, log out. */
export const Live: Story = {
  name: 'Live – log in and out',
  render: () => <StoryApp url="/portal/dashboard" auth={liveAuth} />,
};
