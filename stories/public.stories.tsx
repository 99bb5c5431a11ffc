import type { Meta, StoryObj } from '@storybook/react-vite';
import { failsWith, liveServices } from './support/fakes';
import { withLocationHash } from './support/link-hash';
import { click, submit, waitForElement } from './support/play';
import { StoryApp } from './support/story-router';

/**
 * Public pages: terms, the limit-increase explainer and the e-mail hash-link pages. The hash-link
 * pages read the hash from window.location (see support/link-hash.ts), so their stories set it there.
 */
const meta = {
  title: 'Public',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = failsWith(new Error('request failed'));

export const Terms: Story = {
  name: 'Terms and conditions',
  render: () => <StoryApp url="/terms-and-conditions" />,
};

export const LimitIncrease: Story = {
  name: 'Limit increase',
  render: () => <StoryApp url="/imoku-limitas" />,
};

// ---- External GDPR consent -----------------------------------------------------------------

const GDPR_URL = '/external-gdpr-modification';

export const GdprConsent: Story = {
  name: 'GDPR consent – question',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={GDPR_URL} />,
};

export const GdprConsentLegacyAddress: Story = {
  name: 'GDPR consent – legacy address',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url="/patvirtinimas" />,
};

export const GdprConsentInvalidLink: Story = {
  name: 'GDPR consent – link without a valid hash',
  render: () => <StoryApp url={GDPR_URL} />,
};

export const GdprConsentErrorsVisible: Story = {
  name: 'GDPR consent – no answer chosen',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={GDPR_URL} />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.field__error');
  },
};

export const GdprConsentSubmitting: Story = {
  name: 'GDPR consent – submitting (loader)',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={GDPR_URL} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'input[value="yes"]');
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const GdprConsentSaved: Story = {
  name: 'GDPR consent – saved',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={GDPR_URL} services={liveServices()} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'input[value="no"]');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--success');
  },
};

export const GdprConsentFailed: Story = {
  name: 'GDPR consent – request failed',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={GDPR_URL} services={liveServices({ saveGdprAnswer: failing })} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'input[value="yes"]');
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--error');
  },
};

// ---- External advertising (notification channels) ------------------------------------------

const ADVERTISING_URL = '/external-advertising-send-mode-modification';

export const Advertising: Story = {
  name: 'Advertising channels – form',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={ADVERTISING_URL} />,
};

export const AdvertisingInvalidLink: Story = {
  name: 'Advertising channels – link without a valid hash',
  render: () => <StoryApp url={ADVERTISING_URL} />,
};

export const AdvertisingNoneChosen: Story = {
  name: 'Advertising channels – no channel chosen',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={ADVERTISING_URL} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'input[name="email"]');
    await waitForElement(canvasElement, '.field__error');
  },
};

export const AdvertisingSubmitting: Story = {
  name: 'Advertising channels – submitting (loader)',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={ADVERTISING_URL} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'input[name="sms"]');
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const AdvertisingSaved: Story = {
  name: 'Advertising channels – saved',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={ADVERTISING_URL} services={liveServices()} />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--success');
  },
};

export const AdvertisingFailed: Story = {
  name: 'Advertising channels – request failed',
  beforeEach: withLocationHash(),
  render: () => (
    <StoryApp url={ADVERTISING_URL} services={liveServices({ saveNotificationSettings: failing })} />
  ),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--error');
  },
};

// ---- Potential-customer exit ---------------------------------------------------------------

const EXIT_URL = '/isejimas-is-bendroves';

export const Exit: Story = {
  name: 'Potential-customer exit – confirm',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={EXIT_URL} />,
};

export const ExitInvalidLink: Story = {
  name: 'Potential-customer exit – link without a valid hash',
  render: () => <StoryApp url={EXIT_URL} />,
};

export const ExitSubmitting: Story = {
  name: 'Potential-customer exit – submitting (loader)',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={EXIT_URL} />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, 'button[aria-busy="true"]');
  },
};

export const ExitDone: Story = {
  name: 'Potential-customer exit – done',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={EXIT_URL} services={liveServices()} />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--success');
  },
};

export const ExitFailed: Story = {
  name: 'Potential-customer exit – request failed',
  beforeEach: withLocationHash(),
  render: () => <StoryApp url={EXIT_URL} services={liveServices({ setPotentialCustomer: failing })} />,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitForElement(canvasElement, '.alert--error');
  },
};
