import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadFailure } from '../src/app/errors/load-failure';
import { PendingPage } from '../src/app/shell/pending-page';
import { StoryApp } from './support/story-router';
import { frozenServices } from './support/fakes';
import type { PublicServices } from '../src/app/services';

/**
 * The async loading states of a data screen (machines/data/load.machine.ts): Pending, Failed and Timeout
 * (the load-failure screen with a retry), and a route whose loader answers (the password-reset link check).
 */
const meta = {
  title: 'Data loading',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function retry() {
  // The story has nothing to load again.
}

export const Pending: Story = { name: 'Pending', render: () => <PendingPage /> };

export const Failed: Story = {
  name: 'Failed – load-failure screen',
  render: () => (
    <div className="page page--narrow">
      <LoadFailure timeout={false} onRetry={retry} />
    </div>
  ),
};

export const Timeout: Story = {
  name: 'Timeout – load-failure screen',
  render: () => (
    <div className="page page--narrow">
      <LoadFailure timeout onRetry={retry} />
    </div>
  ),
};

const failingLinkCheck: PublicServices = {
  ...frozenServices,
  validateChangePasswordToken: () =>
    Promise.reject({ portalError: { kind: 'server-error', status: 500, message: 'Story' } }),
};

export const RouteLoadFailed: Story = {
  name: 'A route whose loader failed (retry re-runs it)',
  render: () => <StoryApp url="/password-reset?hash=story-link-1234" services={failingLinkCheck} />,
};

const expiredLink: PublicServices = {
  ...frozenServices,
  validateChangePasswordToken: () =>
    Promise.reject({ portalError: { kind: 'invalid-token-expired', status: 400, message: 'Story' } }),
};

export const ExpiredResetLink: Story = {
  name: 'Loaded – the reset link has expired',
  render: () => <StoryApp url="/password-reset?hash=story-link-1234" services={expiredLink} />,
};
