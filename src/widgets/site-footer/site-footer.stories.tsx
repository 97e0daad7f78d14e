import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SiteFooter from './site-footer';

const meta = {
  title: 'Widgets/Site footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    showLicences: true,
    showSocial: true,
    columns: [
      {
        title: 'footer.play',
        links: [
          { label: 'nav.live', href: '/live' },
          { label: 'nav.rng', href: '/rng' },
          { label: 'nav.sports', href: '/sports' },
        ],
      },
      {
        title: 'footer.help',
        links: [
          { label: 'nav.help', href: '/help' },
          { label: 'page.notices', href: '/noticePage' },
          { label: 'nav.app', href: '/app' },
        ],
      },
      {
        title: 'footer.responsible',
        links: [
          { label: 'footer.playResponsibly', href: '/help#responsible' },
          { label: 'footer.gettingHelp', href: '/help#contact' },
        ],
      },
    ],
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: badges, social links, three columns, the legal line. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(3);
  },
};

/** Badges and the legal line only. */
export const Minimal: Story = { args: { columns: [], showSocial: false } };

/** Nothing configured but the legal line (an empty footer still states the age limit). */
export const Empty: Story = { args: { columns: [], showSocial: false, showLicences: false } };
