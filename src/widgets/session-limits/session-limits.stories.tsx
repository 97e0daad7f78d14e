import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { withPlaySessionApi } from '../../../tests/support/fake-play-session';
import SessionLimits from './session-limits';

const meta = {
  title: 'Widgets/Session limits',
  component: SessionLimits,
  args: { sessionLimit: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withPlaySessionApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 620 }}>{Story()}</div>],
} satisfies Meta<typeof SessionLimits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the member picks a reminder and a limit. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Reality check'), 'Every 15 minutes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save session settings' }));
    await expect(
      await canvas.findByText('Saved. Your choices are kept for every device you log in on.'),
    ).toBeVisible();
  },
};

/** A reminder and a limit in force: the session's end is shown. */
export const WithLimit: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withPlaySessionApi(api, { playedMinutes: 40, realityCheckMinutes: 60, sessionLimitMinutes: 180 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Session ends')).toBeVisible();
  },
};

/** The merchant switched the tool off: what was set still holds. */
export const SwitchedOff: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withPlaySessionApi(api, { offered: false }) },
  },
};
