import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoBanners } from '../../../tests/support/content-fixtures';
import { getBanners } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import BannerCarousel from './banner-carousel';

const meta = {
  title: 'Widgets/Banner carousel',
  component: BannerCarousel,
  args: { group: 'w_home', showText: true },
  parameters: {
    layout: 'padded',
    portal: {
      api: (api: FakeApiClient) =>
        api.on(getBanners, ({ groupName, language }) => demoBanners(groupName, language)),
    },
  },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three home banners: autoplay every 5 s, arrows on hover, dots, swipe. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Featured' });
    await expect(canvas.getAllByRole('button', { name: /Show banner/ })).toHaveLength(3);
    await waitFor(() => expect(region.querySelector('img')?.complete).toBe(true));
  },
};

/** One banner (help): it stands still, with no arrows or dots. */
export const Single: Story = {
  args: { group: 'w_help' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Featured' });
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Artwork only, for merchants whose artwork carries its own text. */
export const ArtworkOnly: Story = { args: { group: 'w_live', showText: false } };

/** While the banners load: a skeleton of the same ratio holds the place. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getBanners) } },
};

/** A group with no banners: nothing at all, no gap. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getBanners, () => []) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull());
  },
};

/** The call failed: banners are decoration, so the page simply goes on without them. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => api.fail(getBanners, 'UNAVAILABLE', 'Service unavailable') },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull());
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
