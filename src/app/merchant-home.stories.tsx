import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoBanners, demoBulletins, demoPromotions } from '../../tests/support/content-fixtures';
import { withDemoGames } from '../../tests/support/game-fixtures';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { getBanners, getJackpotPool, getListAnnouncements } from '../api/endpoints';
import type { FakeApiClient } from '../api/fake-client';
import { SiteRoutes } from './site-routes';

/**
 * Each merchant's home page as a visitor sees it: the merchant's site.json (with its theme.json),
 * migrated and verified exactly as the platform does before it serves the site, drawn by the
 * real renderer inside the merchant's frame (header, side bars, footer). Content and games come
 * from the same demo copy and catalogue the platform seeds, through the fake API client. The
 * merchant is fixed per story; the toolbar's theme and language still apply.
 */
const meta = {
  title: 'App/Merchant home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The calls a home page makes, answered as the platform would for this merchant. */
function merchantContent(code: string) {
  const site = loadWhitelabelSite(code);
  const { start, step, everyMs } = site.settings.jackpot;
  return (api: FakeApiClient) =>
    withDemoGames(api)
      .on(getBanners, ({ groupName, language }) =>
        // The demo copy names the first merchant; the platform's seed puts each merchant's own name.
        demoBanners(groupName, language, code).map((b) => ({
          ...b,
          title: b.title.replaceAll('Aurora Play', site.merchant.name),
          ...(b.subtitle ? { subtitle: b.subtitle.replaceAll('Aurora Play', site.merchant.name) } : {}),
        })),
      )
      .on(getJackpotPool, () => ({
        startMinor: Math.round(start * 100),
        startedAt: Date.now() - 3_600_000,
        stepMinor: Math.round(step * 100),
        everyMs,
        now: Date.now(),
      }))
      // No popup notice: it would open over the page the story is for.
      .on(getListAnnouncements, ({ language }) => ({
        banners: demoBulletins(language),
        player: [],
        popup: [],
        promotion: demoPromotions(language),
        help: [],
      }));
}

/** A story drawing `code`'s home from its own site.json, with that merchant's theme. */
function homeOf(code: string): Story {
  return {
    globals: { merchant: code },
    parameters: { portal: { route: '/', session: null, api: merchantContent(code) } },
    render: () => <SiteRoutes site={loadWhitelabelSite(code)} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const site = loadWhitelabelSite(code);
      await expect(await canvas.findByRole('main')).toBeVisible();
      await waitFor(() => expect(document.title).toBe(site.merchant.name));
      // The home's first banner group is on the page, from this merchant's site.json. Its widget
      // is a chunk of its own, loaded after the frame: a busy machine takes more than a second.
      await expect(
        await canvas.findByRole('region', { name: 'Featured' }, { timeout: 10_000 }),
      ).toBeVisible();
    },
  };
}

export const Aurora: Story = homeOf('aurora');
export const Jade: Story = homeOf('jade');
export const Lumen: Story = homeOf('lumen');
