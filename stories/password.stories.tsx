import type { Meta, StoryObj } from '@storybook/react-vite';
import { failsWith, liveServices } from './support/fakes';
import { submit, typeInto, waitForElement } from './support/play';
import { StoryApp } from './support/story-router';

/** Password reset from the reminder link (`?hash=`) and its success page. */
const meta = {
  title: 'Password',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET_URL = '/password-reset?hash=story-reset-hash-0001';

async function fillValid(canvasElement: HTMLElement) {
  await typeInto(canvasElement, 'tail', '0002');
  await typeInto(canvasElement, 'password', 'Naujas2024');
  await typeInto(canvasElement, 'confirmation', 'Naujas2024');
}

export const Reset: Story = {
  name: 'Reset – pristine',
  render: () => <StoryApp url={RESET_URL} />,
};

export const ResetLegacyAddress: Story = {
  name: 'Reset – legacy address after a reminder',
  render: () => <StoryApp url="/slaptazodzio-keitimas-po-priminimo?hash=story-reset-hash-0001" />,
};

export const ResetInvalidLink: Story = {
  name: 'Reset – link without a valid hash',
  render: () => <StoryApp url="/password-reset" />,
};

export const ResetChecklistInProgress: Story = {
  name: 'Reset – password checklist partly met',
  render: () => <StoryApp url={RESET_URL} />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'password', 'naujas');
  },
};

export const ResetErrorsVisible: Story = {
  name: 'Reset – errors after a submit attempt',
  render: () => <StoryApp url={RESET_URL} />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'tail', '12');
    await typeInto(canvasElement, 'password', 'naujas');
    await typeInto(canvasElement, 'confirmation', 'kitas');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const ResetSubmitting: Story = {
  name: 'Reset – submitting (loader)',
  render: () => <StoryApp url={RESET_URL} />,
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const ResetFailed: Story = {
  name: 'Reset – request failed',
  render: () => (
    <StoryApp
      url={RESET_URL}
      services={liveServices({ changePassword: failsWith(new Error('request failed')) })}
    />
  ),
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--error');
  },
};

export const Success: Story = {
  name: 'Success – password changed',
  render: () => <StoryApp url="/password-reset-success" />,
};

/** Click through: last 4 digits (any), a new password meeting the checklist, then the success page. */
export const Live: Story = {
  name: 'Live – click through the reset',
  render: () => <StoryApp url={RESET_URL} services={liveServices()} />,
};
