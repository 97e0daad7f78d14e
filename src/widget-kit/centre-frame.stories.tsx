import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CentreFrame, type CentrePage } from './centre-frame';
import { CentreShell } from './centre-shell';

type Key = 'profile' | 'wallet' | 'messages';
const PAGES: CentrePage<Key>[] = [
  { key: 'profile', label: { EN: 'Profile' }, node: { type: 'section', props: {} } },
  { key: 'wallet', label: { EN: 'Wallet' }, node: { type: 'section', props: {} } },
  { key: 'messages', label: { EN: 'Platform messages' }, node: { type: 'section', props: {} } },
];

/** Stands for a frame still waiting for what decides its menu. */
function Waiting(): never {
  throw new Promise(() => undefined);
}

/** A centre of three pages, one with a badge, inside the shell that sizes it. */
function Centre({ waiting = false }: { waiting?: boolean }) {
  const [chosen, choose] = useState<Key>('profile');
  return (
    <CentreShell loadingLabel="Loading the centre" summaryHeight={56}>
      {waiting ? <Waiting /> : null}
      <CentreFrame
        menuLabel="My centre"
        summary={<strong>Lucky Star</strong>}
        pages={PAGES}
        requested={chosen}
        defaultPage="profile"
        onChoose={choose}
        badge={(key) => (key === 'messages' ? <span>3</span> : null)}
        renderNode={(node, path) => <p data-testid="page-node">{path}</p>}
        nodePath="centre"
      />
    </CentreShell>
  );
}

const meta = {
  title: 'Widget kit/Centre frame',
  component: Centre,
  decorators: [(Story) => <div style={{ height: 480, maxWidth: 1080 }}>{Story()}</div>],
} satisfies Meta<typeof Centre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A side menu beside the page; choosing another page shows it alone. */
export const SideMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Platform messages/ }));
    await expect(canvas.getByRole('heading', { name: 'Platform messages' })).toBeVisible();
    await expect(canvas.getAllByTestId('page-node')).toHaveLength(1);
  },
};

/** On a narrow screen the menu becomes a strip of tabs above the page. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360, height: 480 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('button', { name: 'Profile' });
    const wallet = canvas.getByRole('button', { name: 'Wallet' });
    await expect(wallet.getBoundingClientRect().top).toBe(profile.getBoundingClientRect().top);
  },
};

/** Nothing but the skeleton while what decides the menu is on its way. */
export const Loading: Story = {
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the centre' })).toBeVisible();
  },
};
