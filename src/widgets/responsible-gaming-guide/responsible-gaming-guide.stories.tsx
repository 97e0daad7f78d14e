import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
