import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoMenus } from '../../../tests/support/game-menu-fixtures';
import { getGameMenus } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import NavMenu from './nav-menu';

const meta = {
  title: 'Widgets/Nav menu',
  component: NavMenu,
  args: { showIcons: false },
  parameters: {
    layout: 'padded',
    portal: { api: (api: FakeApiClient) => api.on(getGameMenus, () => ({ lanes: demoMenus() })) },
  },
  decorators: [(Story) => <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NavMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const hoverSlots = async (canvasElement: HTMLElement) => {
  const nav = within(canvasElement).getByRole('navigation');
  await userEvent.hover(within(nav).getByRole('link', { name: 'Slots' }));
  return within(canvasElement).findByRole('region', { name: 'Slots providers' });
};

/** The bar with the slots providers open on hover. */
export const HoverMenu: Story = {
  play: async ({ canvasElement }) => {
    const panel = await hoverSlots(canvasElement);
    await expect(await within(panel).findAllByRole('button')).toHaveLength(6);
  },
};

/** Icons before the labels. */
export const WithIcons: Story = { args: { showIcons: true } };

/** The providers are still loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getGameMenus) } },
  play: async ({ canvasElement }) => {
    await hoverSlots(canvasElement);
  },
};

/** A game type with no providers. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getGameMenus, () => ({ lanes: [] })) } },
  play: async ({ canvasElement }) => {
    const panel = await hoverSlots(canvasElement);
    await expect(await within(panel).findByText('No providers here yet.')).toBeInTheDocument();
  },
};

/** The providers could not load. */
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getGameMenus, 'UNAVAILABLE', 'down') } },
  play: async ({ canvasElement }) => {
    const panel = await hoverSlots(canvasElement);
    await expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  },
};
