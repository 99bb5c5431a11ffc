import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ControlCode } from '../src/kits/eid/control-code';

/** The eID confirmation screen on its own: starting, the code with time left, nearly expired. */
const withCard: Decorator = (Story) => (
  <div className="page page--narrow login">
    <section className="card login__card">
      <Story />
    </section>
  </div>
);

const meta = {
  title: 'Login/Control code',
  component: ControlCode,
  decorators: [withCard],
  args: { provider: 'pension_smart_id', controlCode: '4821', secondsLeft: 95, onCancel: fn() },
} satisfies Meta<typeof ControlCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  name: 'Smart-ID – starting',
  args: { controlCode: null, secondsLeft: null },
};

export const CodeShown: Story = {
  name: 'Smart-ID – code shown, 95 s left',
};

export const AlmostExpired: Story = {
  name: 'Smart-ID – code shown, 10 s left',
  args: { secondsLeft: 10 },
};

export const MobileIdStarting: Story = {
  name: 'Mobile-ID – starting',
  args: { provider: 'pension_mobile_id', controlCode: null, secondsLeft: null },
};

export const MobileIdCodeShown: Story = {
  name: 'Mobile-ID – code shown, 95 s left',
  args: { provider: 'pension_mobile_id', controlCode: '0537' },
};

export const MobileIdAlmostExpired: Story = {
  name: 'Mobile-ID – code shown, 10 s left',
  args: { provider: 'pension_mobile_id', controlCode: '0537', secondsLeft: 10 },
};
