import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigErrorPage } from './config-error-page';
import { UnknownDomainPage } from './unknown-domain-page';
import { NotFoundPage } from './not-found-page';
import { MaintenancePage } from './status/maintenance-page';
import { RegionBlockedPage } from './status/region-blocked-page';

/** Whole pages the app shows outside the merchant's own pages. */
const meta = {
  title: 'App/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** What players see when the merchant's site.json does not validate (production: no details). */
export const ConfigurationErrorForPlayers: Story = {
  render: () => <ConfigErrorPage problems={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Outside production the platform sends each problem for the merchant's developers. */
export const ConfigurationErrorWithDetails: Story = {
  render: () => (
    <ConfigErrorPage
      problems={[
        { path: 'settings › jackpot', pointer: '/settings/jackpot', message: 'is missing (required)' },
        {
          path: 'pages › / › sektion #1',
          pointer: '/pages/0/nodes/0',
          message: 'unknown widget type "sektion"',
          suggestion: 'section',
        },
        {
          path: 'nav › live › when › flag',
          pointer: '/nav/1/when/flag',
          message: '"MOBILENUMREG" is not one of the allowed values',
          suggestion: 'MOBILENUMREG3',
        },
        {
          path: 'pages › login › route',
          pointer: '/pages/2/route',
          message: '"login" must be a path that starts with "/", e.g. /live',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A path the site does not serve, inside the merchant's frame. */
/** R8.13 a host no merchant uses: the portal says so, with no brand. */
export const UnknownDomain: Story = {
  render: () => <UnknownDomainPage host="copy.example" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Invalid URL or domain check failed.' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/No site answers at copy\.example/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { portal: { route: '/casino-royale' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** System status 1. */
export const Maintenance: Story = {
  render: () => (
    <MaintenancePage message="Scheduled upgrade of the payment service." until="2026-11-22T04:00:00Z" />
  ),
};

/** System status 1 with nothing more from ops. */
export const MaintenanceWithoutDetails: Story = {
  render: () => <MaintenancePage />,
};

/** System status 2: shows the visitor's IP. */
export const RegionBlocked: Story = {
  render: () => <RegionBlockedPage ip="203.0.113.7" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/203\.0\.113\.7/)).toBeVisible();
  },
};
