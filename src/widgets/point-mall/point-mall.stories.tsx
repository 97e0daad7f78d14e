import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { withPointsApi } from '../../../tests/support/fake-points';
import PointMall from './point-mall';

const meta = {
  title: 'Widgets/Point mall',
  component: PointMall,
  args: { showHistory: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withPointsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof PointMall>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.4 the member's points and the catalogue; redeeming a cash item credits the main wallet. */
export const Redeem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole('article', { name: '5.00 cash credit' });
    await userEvent.click(within(item).getByRole('button', { name: 'Redeem' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Redeem 5.00 cash credit' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByText(/added to your main wallet/)).toBeVisible();
  },
};

/** R2.90 redeem history in every state. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Redeem history' }));
    await expect(await canvas.findByRole('article', { name: 'Wireless earbuds PR000003' })).toHaveTextContent(
      'Rejected',
    );
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Smart watch' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { portal: { session: null, api: (api: FakeApiClient) => withPointsApi(api) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Wireless earbuds' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Log in to redeem' }).length).toBeGreaterThan(1);
  },
};

export const Empty: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withPointsApi(api, { rewards: [], redemptions: [] }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The point mall is empty right now')).toBeVisible();
  },
};
