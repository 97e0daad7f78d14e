import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opsMemberDetail } from '../api/endpoints';
import { BackOfficeFixture, SAMPLE_DETAIL } from '../testing/back-office-fixture';
import { MemberPage } from './member-page';

const meta = {
  title: 'Back office/Member page',
  component: MemberPage,
  args: { memberId: 41 },
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: (args) => (
    <BackOfficeFixture api={(api) => api.on(opsMemberDetail, () => SAMPLE_DETAIL)}>
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'player1' })).toBeVisible();
    await expect(page.getAllByText('1,234.56 USD')[0]).toBeVisible();
    await expect(page.getByText('W20261126A1')).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => (
    <BackOfficeFixture api={(api) => api.hang(opsMemberDetail)}>
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading')).toBeVisible();
  },
};

export const NotYours: Story = {
  render: (args) => (
    <BackOfficeFixture api={(api) => api.fail(opsMemberDetail, 'NOT_FOUND', 'Member not found')}>
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not found, or not yours to see.')).toBeVisible();
  },
};
