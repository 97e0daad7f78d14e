import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
/**
 * A bar with more items than fit (a narrow window, a language with long labels): arrows over
 * its ends scroll it, each shown only while something is out of sight on its side.
 */
export const MoreThanFits: Story = {
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const row = nav.querySelector('ul') as HTMLUListElement;
    await within(nav).findByRole('link', { name: 'Slots' });
    const arrows = () => [...nav.querySelectorAll('button[tabindex="-1"]')] as HTMLButtonElement[];
    await waitFor(() => expect(arrows()).toHaveLength(1));
    await expect(row.scrollLeft).toBe(0);
    // The only arrow is at the end: a narrow band over the bar's right edge that scrolls it on,
    // leaving the items it does not cover to the pointer.
    const end = arrows()[0] as HTMLButtonElement;
    const arrow = end.getBoundingClientRect();
    const bar = row.getBoundingClientRect();
    await expect(Math.round(arrow.right)).toBe(Math.round(bar.right));
    await expect(arrow.width).toBeLessThanOrEqual(48);
    await expect(arrow.height).toBeLessThanOrEqual(bar.height);
    const home = within(nav).getByRole('link', { name: 'Home' }).getBoundingClientRect();
    const atHome = document.elementFromPoint(home.left + home.width / 2, home.top + home.height / 2);
    await expect(atHome?.closest('a')?.textContent).toBe('Home');
    await userEvent.click(end);
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(arrows()).toHaveLength(2));
    // Scrolled to its end: only the arrow back remains, and it scrolls back.
    row.scrollLeft = row.scrollWidth;
    await waitFor(() => expect(arrows()).toHaveLength(1));
    await userEvent.click(arrows()[0] as HTMLButtonElement);
    await waitFor(() => expect(row.scrollLeft).toBeLessThan(row.scrollWidth - row.clientWidth));
  },
};

/** Every item fits: no arrows. */
export const AllFit: Story = {
  decorators: [(Story) => <div style={{ width: 1800 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await within(nav).findByRole('link', { name: 'Slots' });
    await expect(nav.querySelectorAll('button[tabindex="-1"]')).toHaveLength(0);
  },
};

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
