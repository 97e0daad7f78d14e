import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  opsAdjustments,
  opsMemberActivity,
  opsMemberDetail,
  opsMemberLabels,
  opsMemberLock,
  opsMemberMessage,
  opsMemberResetPassword,
} from '../api/endpoints';
import {
  BackOfficeFixture,
  FINANCE_SESSION,
  READ_ONLY_SESSION,
  SAMPLE_ADJUSTMENTS,
  SAMPLE_DETAIL,
  SUPPORT_SESSION,
} from '../testing/back-office-fixture';
import type { MemberActivity, MemberActivityQuery } from '../atoms/back-office-atoms';
import { HOSTILE_AGENT, PAGED_BETS, SAMPLE_ACTIVITY } from '../testing/member-activity-samples';
import { settledDialog } from '../testing/settled-dialog';
import { MemberPage } from './member-page';

const meta = {
  title: 'Back office/Member page',
  component: MemberPage,
  args: { memberId: 41 },
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: (args) => (
    <BackOfficeFixture
      api={(api) =>
        api.on(opsMemberDetail, () => SAMPLE_DETAIL).on(opsAdjustments, () => ({ items: SAMPLE_ADJUSTMENTS }))
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'player1' })).toBeVisible();
    await expect(page.getAllByText('1,234.56 USD')[0]).toBeVisible();
    await expect(await page.findByText('Jackpot paid by hand')).toBeVisible();
    // alice (signed in) asked for #8: only another operator may approve it.
    await expect(page.getByRole('button', { name: 'Approve adjustment #8' })).toBeDisabled();
    await expect(page.getByText('W20261126A1')).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => (
    <BackOfficeFixture api={(api) => api.hang(opsMemberDetail)}>
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading')).toBeVisible();
  },
};

export const NotYours: Story = {
  render: (args) => (
    <BackOfficeFixture api={(api) => api.fail(opsMemberDetail, 'NOT_FOUND', 'Member not found')}>
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not found, or not yours to see.')).toBeVisible();
  },
};

/** A support operator opens the lock dialog: the reason is required before anything is sent. */
export const LockDialog: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsMemberLock, () => ({ status: 'locked', sessionsEnded: 1 }))
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Lock' }));
    await settledDialog('Lock player1');
    const dialog = within(document.body).getByRole('form', { name: 'Lock player1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await expect(within(dialog).getByText(/Write why/)).toBeVisible();
  },
};

/** The labels dialog: the member's labels to edit as one line, and the rule said under it. */
export const LabelsDialog: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api.on(opsMemberDetail, () => SAMPLE_DETAIL).on(opsMemberLabels, ({ labels }) => ({ labels }))
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Labels' }));
    await settledDialog('Labels of player1');
    const dialog = within(document.body).getByRole('form', { name: 'Labels of player1' });
    await expect(within(dialog).getByLabelText(/^Labels/)).toHaveValue('VIP');
    await userEvent.type(within(dialog).getByLabelText(/^Labels/), ', #1 fan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save labels' }));
    await expect(within(dialog).getByLabelText(/^Labels/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The message dialog, with the platform refusing the call: the problem is said in the dialog. */
export const MessageRefused: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .fail(opsMemberMessage, 'FORBIDDEN', 'Your role may not do this')
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send message' }));
    await settledDialog('Message to player1');
    const dialog = within(document.body).getByRole('form', { name: 'Message to player1' });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Hello');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'A note');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await expect(await within(dialog).findByText('Your role may not do this.')).toBeVisible();
  },
};

/** Support resets a lost password: the one-time password is shown once, to be read out. */
export const PasswordReset: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsMemberResetPassword, () => ({ temporaryPassword: 'Kp7mQx4vRt2n', sessionsEnded: 1 }))
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Reset password' }));
    await settledDialog('Reset the password of player1');
    const form = within(document.body).getByRole('form', { name: 'Reset the password of player1' });
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Lost it; identity checked by phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    const shown = await within(document.body).findByRole('status', { name: 'One-time password' });
    await expect(shown).toHaveTextContent('Kp7mQx4vRt2n');
    // The answer is a dialog of its own: checked once it has faded in.
    await settledDialog('Reset the password of player1');
  },
};

/** A read-only operator sees the page without any member action. */
export const ReadOnly: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={READ_ONLY_SESSION}
      api={(api) => api.on(opsMemberDetail, () => SAMPLE_DETAIL)}
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'player1' })).toBeVisible();
    await expect(page.queryByRole('group', { name: 'Member actions' })).toBeNull();
  },
};

/** A finance operator adjusts a balance: the amount and reason are checked before sending. */
export const AdjustDialog: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={FINANCE_SESSION}
      api={(api) => api.on(opsMemberDetail, () => SAMPLE_DETAIL).on(opsAdjustments, () => ({ items: [] }))}
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Adjust balance' }));
    await settledDialog('Adjust the balance of player1');
    const dialog = within(document.body).getByRole('form', { name: 'Adjust the balance of player1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await expect(within(dialog).getByText('Please enter an amount')).toBeVisible();
  },
};

/** The records under the profile: each tab loads its part; a user agent with markup is text. */
export const RecordsTabs: Story = {
  render: (args) => (
    <BackOfficeFixture
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsAdjustments, () => ({ items: [] }))
          .on(opsMemberActivity, ({ part }) => SAMPLE_ACTIVITY[part])
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tabs = await page.findByRole('group', { name: 'Member records' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Logins' }));
    await expect(await page.findByText(HOSTILE_AGENT)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await userEvent.click(within(tabs).getByRole('button', { name: 'Limits' }));
    await expect(await page.findByText('Time-out')).toBeVisible();
  },
};

/** A tab whose part is still loading, the rest of the page in place. */
export const RecordsLoading: Story = {
  render: (args) => (
    <BackOfficeFixture
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsAdjustments, () => ({ items: [] }))
          .hang(opsMemberActivity)
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await expect(page.getByLabelText('Loading')).toBeVisible();
  },
};

/** The bets two pages long; "Rolled back" narrows them to one line and "Open" to none. */
const pagedBets = (input: MemberActivityQuery): MemberActivity => {
  if (input.part !== 'bets') return SAMPLE_ACTIVITY[input.part];
  if (input.status === 'rolled_back') return PAGED_BETS.rolledBack;
  if (input.status === 'open') return { bets: [], nextBefore: null };
  return input.before ? PAGED_BETS.older : PAGED_BETS.first;
};

const withBets = (answer: (input: MemberActivityQuery) => MemberActivity | Promise<MemberActivity>) =>
  function BetsFixture(args: { memberId: number }) {
    return (
      <BackOfficeFixture
        api={(api) =>
          api
            .on(opsMemberDetail, () => SAMPLE_DETAIL)
            .on(opsAdjustments, () => ({ items: [] }))
            .on(opsMemberActivity, answer)
        }
      >
        <MemberPage {...args} />
      </BackOfficeFixture>
    );
  };

/** A list with older lines: filters above it, "Load older" under it. */
export const ListWithOlderLines: Story = {
  render: withBets(pagedBets),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await expect(await page.findByText('Dragon Gate')).toBeVisible();
    await expect(page.getByLabelText('Bet status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load older' })).toBeEnabled();
  },
};

/** "Load older" pressed: the older page is under the first, and no more are left. */
export const ListOlderLoaded: Story = {
  render: withBets(pagedBets),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await userEvent.click(await page.findByRole('button', { name: 'Load older' }));
    await expect(await page.findByText('Golden Koi')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Load older' })).toBeNull();
  },
};

/** An older page on its way: the button is busy and cannot be pressed twice. */
export const ListLoadingOlder: Story = {
  render: withBets((input) => (input.before ? new Promise<MemberActivity>(() => {}) : pagedBets(input))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await userEvent.click(await page.findByRole('button', { name: 'Load older' }));
    await expect(page.getByRole('button', { name: 'Load older' })).toBeDisabled();
  },
};

/** An older page that failed: said under the list, what is shown stays. */
export const ListOlderFailed: Story = {
  render: withBets((input) => (input.before ? Promise.reject(new Error('down')) : pagedBets(input))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await userEvent.click(await page.findByRole('button', { name: 'Load older' }));
    await expect(await page.findByRole('alert')).toBeVisible();
    await expect(page.getByText('Dragon Gate')).toBeVisible();
  },
};

/** A filter that matches nothing. */
export const ListNothingMatches: Story = {
  render: withBets(pagedBets),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await userEvent.selectOptions(await page.findByLabelText('Bet status'), 'Open');
    await expect(await page.findByText('No bets match these filters')).toBeVisible();
  },
};

/** A list that failed to load: a retry in place of the table, the filters kept. */
export const ListFailed: Story = {
  render: withBets((input) => (input.part === 'bets' ? Promise.reject(new Error('down')) : pagedBets(input))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Bets' }));
    await expect(await page.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByLabelText('Bet status')).toBeVisible();
  },
};
