import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChunkLoadError } from '../src/browser/chunk-reload';
import { PageUpdated, RouteErrorPage } from '../src/app/errors/route-error-page';
import { StoryApp, withStoryRouter } from './support/story-router';

/** The error pages of §2, each at its own URL inside the shell, and the route error boundary. */
const meta = {
  title: 'Errors',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: '404 – page not found',
  render: () => <StoryApp url="/error-404" />,
};

export const UnknownAddress: Story = {
  name: '404 – reached from an unknown address',
  render: () => <StoryApp url="/no-such-page" />,
};

export const Error500: Story = {
  name: '500 – default',
  render: () => <StoryApp url="/error-500" />,
};

export const Error500NotOnboarded: Story = {
  name: '500 – user_not_onboarded',
  render: () => <StoryApp url="/error-500?code=user_not_onboarded" />,
};

export const Error500Minor: Story = {
  name: '500 – minor_not_allowed (a minor: the customer centre)',
  render: () => <StoryApp url="/error-500?code=minor_not_allowed" />,
};

export const Error500ServerError: Story = {
  name: '500 – server_error',
  render: () => <StoryApp url="/error-500?code=server_error" />,
};

export const Error500UserLocked: Story = {
  name: '500 – user_locked',
  render: () => <StoryApp url="/error-500?code=user_locked" />,
};

export const Timeout: Story = {
  name: 'Timeout – system busy',
  render: () => <StoryApp url="/error-timeout" />,
};

export const BankLogin: Story = {
  name: 'Bank login failed (error-sb)',
  render: () => <StoryApp url="/error-sb" />,
};

function reset() {
  // The error boundary's retry; nothing to retry in a story.
}

export const RouteError: Story = {
  name: 'Route error boundary – something broke',
  decorators: [withStoryRouter()],
  render: () => <RouteErrorPage error={new Error('Story: a render failed')} reset={reset} />,
};

export const RouteErrorStaleChunk: Story = {
  name: 'Route error boundary – stale chunk after a release',
  decorators: [withStoryRouter()],
  render: () => <RouteErrorPage error={new ChunkLoadError(new Error('Failed to fetch'))} reset={reset} />,
};

export const RouteErrorOffline: Story = {
  name: 'Route error boundary – the page could not be fetched while offline (retry in place)',
  decorators: [withStoryRouter()],
  render: () => (
    <RouteErrorPage error={new ChunkLoadError(new Error('Failed to fetch'), true)} reset={reset} />
  ),
};

export const PageUpdatedStory: Story = {
  name: 'Page updated',
  decorators: [withStoryRouter()],
  render: () => <PageUpdated />,
};
