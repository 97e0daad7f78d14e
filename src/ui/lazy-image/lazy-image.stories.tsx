import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCatalogue, withArt } from '../../../tests/support/game-fixtures';
import { DefaultGameIcon } from '../game-tile/default-game-icon';
import { LazyImage } from './lazy-image';

const meta = {
  title: 'UI/Lazy image',
  component: LazyImage,
  args: {
    src: withArt(demoCatalogue().games[3]!).icon,
    alt: '',
    width: 240,
    height: 240,
    fallback: <DefaultGameIcon />,
  },
  decorators: [(Story) => <div style={{ width: 200, height: 200 }}>{Story()}</div>],
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Fails, is retried once, then the default icon. */
export const Error: Story = { args: { src: '/does-not-exist.svg' } };
/** A slow image: the fixed box holds its place. */
export const Loading: Story = { args: { src: 'data:image/svg+xml,' } };
/** Nothing to show: the box stays empty at its size. */
export const Empty: Story = { args: { src: '', fallback: null } };
