import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoCatalogue } from '../../../tests/support/game-fixtures';
import { VendorTile } from './vendor-tile';

const v = demoCatalogue().vendors[1]!;

const meta = {
  title: 'UI/Vendor tile',
  component: VendorTile,
  args: { title: v.title, icon: v.smallIcon, isHot: true, onSelect: fn(), gameCount: v.gameCount },
} satisfies Meta<typeof VendorTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { selected: true } };
export const NotHot: Story = { args: { isHot: false, gameCount: undefined } };
/** A logo that cannot load keeps its box. */
export const Error: Story = { args: { icon: '/missing.svg' } };
