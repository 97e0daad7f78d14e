import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsMemberSearch } from '../api/endpoints';
import { BackOfficeFixture, SAMPLE_HITS } from '../testing/back-office-fixture';
import { MembersScreen } from './members-screen';

const meta = {
  title: 'Back office/Members',
  component: MembersScreen,
} satisfies Meta<typeof MembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  render: () => (
    <BackOfficeFixture>
      <MembersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Find a member')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Found: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsMemberSearch, () => ({ items: SAMPLE_HITS }))}>
      <MembersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox'), 'player1{Enter}');
    await expect(await page.findByRole('button', { name: 'player1' })).toBeVisible();
    await expect(page.getByText('+63 9171234567')).toBeVisible();
  },
};

export const NoMatch: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsMemberSearch, () => ({ items: [] }))}>
      <MembersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox'), 'nobody{Enter}');
    await expect(await page.findByText('No member matches')).toBeVisible();
  },
};

export const Refused: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.fail(opsMemberSearch, 'FORBIDDEN', 'Your role may not do this')}>
      <MembersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox'), 'player{Enter}');
    await expect(await page.findByText('Your role may not do this.')).toBeVisible();
  },
};
