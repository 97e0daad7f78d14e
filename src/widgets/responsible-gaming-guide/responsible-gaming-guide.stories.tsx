import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoHelp } from '../../../tests/support/content-fixtures';
import { getHelpCenter } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import ResponsibleGamingGuide from './responsible-gaming-guide';

const meta = {
  title: 'Widgets/Responsible gaming guide',
  component: ResponsibleGamingGuide,
  args: {},
  parameters: {
    portal: {
      route: '/responsible-gaming',
      api: (api: FakeApiClient) =>
        api.on(getHelpCenter, ({ language }) => ({ categories: demoHelp(language) })),
    },
  },
} satisfies Meta<typeof ResponsibleGamingGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tool, the way to the member centre, and the merchant's help organisations. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 3, name: 'Help organisations' }),
    ).toBeVisible();
  },
};

/** A merchant that offers limits and self-exclusion only. */
export const SomeTools: Story = { args: { tools: ['limits', 'selfExclusion'] } };

/** The help articles are loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getHelpCenter) } },
};

/** The help centre could not load: a retry. */
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getHelpCenter, 'UNAVAILABLE', 'down') } },
};

/** The self-check answered: every question "Sometimes" (9 points), a high-risk result. */
export const SelfCheckResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of canvas.getAllByRole('group'))
      await userEvent.click(within(group).getByRole('radio', { name: 'Sometimes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'See my result' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'High risk' })).toBeVisible();
  },
};

/** A merchant that leaves the self-check out. */
export const WithoutSelfCheck: Story = { args: { selfCheck: false } };
