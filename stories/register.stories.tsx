import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveServices } from './support/fakes';
import { submit, typeInto, waitForElement } from './support/play';
import { StoryApp } from './support/story-router';

/** Registration (§2): choose a method, the Smart-ID / Mobile-ID forms, the minor notice, success. */
const meta = {
  title: 'Register',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Born 2015-01-01: a minor, so self-service registration is refused. */
const MINOR_CODE = '51501010001';

export const ChooseMethod: Story = {
  name: 'Choose method',
  render: () => <StoryApp url="/register" />,
};

export const SmartId: Story = {
  name: 'Smart-ID – form',
  render: () => <StoryApp url="/register/smart-id" />,
};

export const SmartIdErrorsVisible: Story = {
  name: 'Smart-ID – errors after a submit attempt',
  render: () => <StoryApp url="/register/smart-id" />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const SmartIdMinor: Story = {
  name: 'Smart-ID – minor notice',
  render: () => <StoryApp url="/register/smart-id" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'personalCode', MINOR_CODE);
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--warning');
  },
};

export const MobileId: Story = {
  name: 'Mobile-ID – form',
  render: () => <StoryApp url="/register/mobile-id" />,
};

export const MobileIdErrorsVisible: Story = {
  name: 'Mobile-ID – errors after a submit attempt',
  render: () => <StoryApp url="/register/mobile-id" />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field--invalid');
  },
};

export const MobileIdMinor: Story = {
  name: 'Mobile-ID – minor notice',
  render: () => <StoryApp url="/register/mobile-id" />,
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'personalCode', MINOR_CODE);
    await typeInto(canvasElement, 'phone', '+37061234567');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--warning');
  },
};

export const Success: Story = {
  name: 'Success – request received',
  render: () => <StoryApp url="/register/success" />,
};

/** Click through: choose a method, enter an adult's code (e.g. 38501010002) to reach the success page. */
export const Live: Story = {
  name: 'Live – click through the registration',
  render: () => <StoryApp url="/register" services={liveServices()} />,
};
