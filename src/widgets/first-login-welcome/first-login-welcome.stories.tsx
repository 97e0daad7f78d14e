import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { noteFirstLoginAtom } from '../../atoms/first-login';
import type { createStore } from 'jotai';
import FirstLoginWelcome from './first-login-welcome';

/** The member of the story's session (customer 1) has just logged in for the first time. */
const firstLogin = (store: ReturnType<typeof createStore>) =>
  store.set(noteFirstLoginAtom, { firstTimeLogin: true, isAgent: 0, customerId: 1 });

const meta = {
  title: 'Widgets/First-login welcome',
  component: FirstLoginWelcome,
  args: { steps: ['depositv2', 'rewardCenter', 'securityCenter'] },
  parameters: { portal: { session: { nickname: 'Lucky Star', customerId: 1 }, prepare: firstLogin } },
} satisfies Meta<typeof FirstLoginWelcome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's very first login: the welcome offers the merchant's first steps. */
export const FirstLogin: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Lucky Star!' }, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(screen.getByRole('button', { name: 'Make your first deposit' })).toBeVisible();
  },
};

/** Every step the merchant can offer. */
export const AllSteps: Story = {
  args: { steps: ['depositv2', 'securityCenter', 'rewardCenter', 'referral'] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(screen.getByRole('button', { name: 'Invite your friends' })).toBeVisible();
  },
};

/** "Maybe later" closes it for good. */
export const Later: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe later' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A returning member: nothing shows. */
export const ReturningMember: Story = {
  parameters: { portal: { session: { customerId: 1 }, prepare: () => undefined } },
  play: async () => {
    await new Promise((r) => setTimeout(r, 200));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
