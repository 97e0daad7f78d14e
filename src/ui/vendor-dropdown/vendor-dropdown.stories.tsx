import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoCatalogue } from '../../../tests/support/game-fixtures';
import { VendorDropdown } from './vendor-dropdown';

const rng = demoCatalogue()
  .vendors.filter((v) => v.gameType === 'RNG')
  .map((v) => ({ key: v.vassalage, title: v.title, icon: v.smallIcon, isHot: v.isHot === 1 }));

const meta = {
  title: 'UI/Vendor dropdown',
  component: VendorDropdown,
  args: { label: 'Slots', vendors: rng, onSelect: fn(), onMore: fn() },
} satisfies Meta<typeof VendorDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen vendors: the first 11 and "More". */
export const Many: Story = {};
/** Exactly 11: all of them, and "More" (see docs/decisions/games-lobbies.md). */
export const Eleven: Story = { args: { vendors: rng.slice(0, 11) } };
/** A few: no "More". */
export const Few: Story = { args: { vendors: rng.slice(0, 4) } };
export const Empty: Story = { args: { vendors: [] } };
