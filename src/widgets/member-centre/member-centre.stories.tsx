import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import type { FakeApiClient } from '../../api/fake-client';
import { getBalance, getMemberInfo } from '../../api/endpoints';
import { withWalletApi } from '../../../tests/support/fake-wallet';
import MemberCentre from './member-centre';

/** Stories draw each page as its node type; the real pages have their own stories. */
const renderNode = (node: SiteNode, path: string) => (
  <p data-testid="page-node">
    {node.type} ({path})
  </p>
);

const holdsAll = (_when: Condition | undefined): boolean => true;

const meta = {
  title: 'Widgets/Member centre',
  component: MemberCentre,
  args: { showSummary: true, renderNode, conditionHolds: holdsAll },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withWalletApi(api) } },
  decorators: [(Story) => <div style={{ height: 640, maxWidth: 1080 }}>{Story()}</div>],
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.62 opens on securityCenter ("My account"); R2.75 one page at a time. */
export const DefaultPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'My wallet' }));
    await expect(canvas.getByRole('heading', { name: 'My wallet' })).toBeVisible();
    await expect(canvas.getAllByTestId('page-node')).toHaveLength(1);
  },
};

/** The balance can be hidden and shown again. */
export const BalanceToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
  },
};

/** Nothing but the frame's skeleton until the member's data arrives. */
export const Loading: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.hang(getMemberInfo).hang(getBalance) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the member centre' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** R5.3 a trial account gets the in_need_true_account warning instead. */
export const TrialAccount: Story = {
  parameters: { portal: { session: { isAgent: 4 }, api: (api: FakeApiClient) => withWalletApi(api) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/register a real account/);
  },
};

/** Pages whose condition does not hold are left out of the menu. */
export const HiddenPages: Story = {
  args: { conditionHolds: (when) => when === undefined },
};

/** On a phone the menu becomes a strip above the page. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360, height: 640 }}>{Story()}</div>],
};
