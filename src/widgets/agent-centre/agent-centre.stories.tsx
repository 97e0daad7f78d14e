import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import type { FakeApiClient } from '../../api/fake-client';
import { getConsolidatedInfo } from '../../api/endpoints';
import { withAgentApi } from '../../../tests/support/fake-agents';
import AgentCentre from './agent-centre';

/** Stories draw each page as its node type; the real pages have their own stories. */
const renderNode = (node: SiteNode, path: string) => (
  <p data-testid="page-node">
    {node.type} ({path})
  </p>
);

const holdsAll = (_when: Condition | undefined): boolean => true;

const meta = {
  title: 'Widgets/Agent centre',
  component: AgentCentre,
  args: { showSummary: true, renderNode, conditionHolds: holdsAll },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentApi(api) } },
  decorators: [(Story) => <div style={{ height: 640, maxWidth: 1080 }}>{Story()}</div>],
} satisfies Meta<typeof AgentCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.79 opens on agentTeamOverview. */
export const DefaultPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Nothing but the skeleton until the consolidated flags are known. */
export const Loading: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getConsolidatedInfo) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the agent centre' }),
    ).toBeInTheDocument();
  },
};

/** A player never sees the agent pages (R6.2). */
export const NotAnAgent: Story = {
  parameters: { portal: { session: { isAgent: 0 }, api: (api: FakeApiClient) => withAgentApi(api) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  },
};

/** The consolidated call failed: the pages it gates stay shut, the others show. */
export const FlagsUnavailable: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => withAgentApi(api).fail(getConsolidatedInfo, 'NETWORK', 'x'),
    },
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360, height: 640 }}>{Story()}</div>],
};
