import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoHelp } from '../../../tests/support/content-fixtures';
import { getHelpCenter } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import HelpCentre from './help-centre';

const meta = {
  title: 'Widgets/Help centre',
  component: HelpCentre,
  args: { variant: 'page' },
  parameters: {
    portal: {
      route: '/help',
      api: (api: FakeApiClient) =>
        api.on(getHelpCenter, ({ language }) => ({ categories: demoHelp(language) })),
    },
  },
} satisfies Meta<typeof HelpCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /help: search, topics, answers and contact. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Getting started' }),
    ).toBeVisible();
  },
};

/** /helpmc, as the 440 px customer-service window shows it. */
export const Bare: Story = {
  args: { variant: 'bare' },
  parameters: { portal: { route: '/helpmc' } },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
};

/** Loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getHelpCenter) } },
};

/** No articles yet: contact is still there. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getHelpCenter, () => ({ categories: [] })) } },
};

/** The call failed: a retry. */
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getHelpCenter, 'UNAVAILABLE', 'down') } },
};
