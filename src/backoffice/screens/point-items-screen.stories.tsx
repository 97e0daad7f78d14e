import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsPointItems, opsPointItemSave } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_POINT_ITEMS } from '../testing/point-item-samples';
import { CONTENT_SESSION } from '../testing/reward-samples';
import { settledDialog } from '../testing/settled-dialog';
import { PointItemsScreen } from './point-items-screen';

const meta = {
  title: 'Back office/Point-mall items',
  component: PointItemsScreen,
} satisfies Meta<typeof PointItemsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = { merchant: 'aurora', items: SAMPLE_POINT_ITEMS };

export const Catalogue: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsPointItems, () => list)}>
      <PointItemsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Travel mug')).toBeVisible();
    await expect(screen.getByText('Off sale')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Take item #12 off sale' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsPointItems, () => list)}>
      <PointItemsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Travel mug')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
  },
};

export const AddDialog: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsPointItems, () => list).fail(opsPointItemSave, 'INTERNAL', 'down')}
    >
      <PointItemsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = within(await settledDialog('New point-mall item'));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Cap');
    await userEvent.type(dialog.getByLabelText(/Price in points/), '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await expect(await dialog.findByText('Something went wrong. Try again.')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsPointItems, () => ({ merchant: 'aurora', items: [] }))}
    >
      <PointItemsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items in the point mall')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.hang(opsPointItems)}>
      <PointItemsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
