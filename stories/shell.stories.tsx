import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferralProvider } from '../src/app/referral-context';
import { CookieConsent } from '../src/app/shell/cookie-consent';
import { Footer } from '../src/app/shell/footer';
import { Header } from '../src/app/shell/header';
import { MaintenanceBar } from '../src/app/shell/maintenance-bar';
import { authorized } from './support/fakes';
import { click, waitForElement } from './support/play';
import { StoryApp, setCookieBannerVisible, storyReferral, withStoryRouter } from './support/story-router';

/** The frame around every screen: header, footer, cookie banner and the maintenance bar. */
const meta = {
  title: 'Shell',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderSwitcherClosed: Story = {
  name: 'Header – switcher closed',
  decorators: [withStoryRouter('/login/smart-id')],
  render: () => <Header />,
};

export const HeaderSwitcherOpen: Story = {
  name: 'Header – switcher open',
  decorators: [withStoryRouter('/login/smart-id')],
  render: () => <Header />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, '.switcher__toggle');
    await waitForElement(canvasElement, '.switcher__menu:not([hidden])');
  },
};

export const FooterPlain: Story = {
  name: 'Footer',
  decorators: [withStoryRouter('/login/smart-id')],
  render: () => <Footer />,
};

export const FooterWithBrokerCode: Story = {
  name: 'Footer – with broker code',
  decorators: [withStoryRouter('/login/smart-id')],
  render: () => (
    <ReferralProvider value={storyReferral}>
      <Footer />
    </ReferralProvider>
  ),
};

export const CookieBanner: Story = {
  name: 'Cookie banner',
  beforeEach: () => setCookieBannerVisible(true),
  render: () => <CookieConsent />,
};

export const MaintenanceBarShown: Story = {
  name: 'Maintenance bar – inside the window',
  render: () => <MaintenanceBar now={new Date('2024-05-18T22:00:00+03:00')} />,
};

export const MaintenanceBarHidden: Story = {
  name: 'Maintenance bar – outside the window (renders nothing)',
  render: () => <MaintenanceBar now={new Date('2024-05-20T10:00:00+03:00')} />,
};

export const WholeShellWithCookieBanner: Story = {
  name: 'Whole shell – first visit (cookie banner)',
  render: () => <StoryApp url="/login/smart-id" cookieBanner />,
};

export const WholeShellWithBrokerCode: Story = {
  name: 'Whole shell – referred by a broker',
  render: () => <StoryApp url="/login/smart-id" referral={storyReferral} />,
};

/**
 * The portal menu. At 48rem (768 px) and narrower it collapses behind the "Meniu" button and
 * opens as a panel over the page; wider, it is a sidebar. Choose a viewport in the toolbar to compare.
 */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const PortalMenuPhoneClosed: Story = {
  name: 'Portal menu – phone, closed',
  globals: phone,
  render: () => <StoryApp url="/portal/user-information" auth={authorized} />,
};

export const PortalMenuPhoneOpen: Story = {
  name: 'Portal menu – phone, open',
  globals: phone,
  render: () => <StoryApp url="/portal/user-information" auth={authorized} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, '.portal__menu-toggle');
    await waitForElement(canvasElement, '.portal__nav--open');
  },
};

export const PortalMenuDesktop: Story = {
  name: 'Portal menu – desktop sidebar',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <StoryApp url="/portal/user-information" auth={authorized} />,
};
