import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HeaderRow from './header-row';

const meta = {
  title: 'Widgets/Header row',
  component: HeaderRow,
  args: { variant: 'utility' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const chip = (text: string) => (
  <span style={{ padding: '4px 10px', borderRadius: 6, background: 'var(--tsr-surface-raised)' }}>
    {text}
  </span>
);

/** The thin top row: its widgets in a line. */
export const Utility: Story = {
  render: (args) => (
    <HeaderRow {...args}>
      {chip('Notices')}
      <span style={{ flex: 1 }} />
      {chip('EN')}
      {chip('GMT+8 12:00:00')}
    </HeaderRow>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Notices')).toBeVisible();
  },
};

/** The main bar: logo, account area and nav. */
export const Main: Story = {
  args: { variant: 'main' },
  render: (args) => (
    <HeaderRow {...args}>
      {chip('Logo')}
      <span style={{ flex: 1 }} />
      {chip('Log in')}
    </HeaderRow>
  ),
};

/**
 * Only a logo in the main bar (a page still arriving, or a short bar): it stays at the row's
 * start, where it is once the rest is there, not centred.
 */
export const MainWithLogoOnly: Story = {
  args: { variant: 'main' },
  render: (args) => <HeaderRow {...args}>{chip('Logo')}</HeaderRow>,
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByTestId('header-row-main');
    const logo = within(canvasElement).getByText('Logo');
    const row = band.firstElementChild as HTMLElement;
    await expect(row.getBoundingClientRect().width).toBeCloseTo(
      Math.min(band.getBoundingClientRect().width, 1320),
      0,
    );
    await expect(logo.getBoundingClientRect().left - row.getBoundingClientRect().left).toBeLessThan(40);
  },
};

/** No children: an empty band (a site that lists nothing in it). */
export const Empty: Story = { render: (args) => <HeaderRow {...args} /> };

/** On a game page: the nav toggle may fold this bar away. */
export const OnGamePage: Story = {
  args: { variant: 'main' },
  parameters: { portal: { route: '/game' } },
  render: (args) => <HeaderRow {...args}>{chip('Logo')}</HeaderRow>,
};
