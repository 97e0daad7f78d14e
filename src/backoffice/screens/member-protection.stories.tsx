import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallError } from '../../api/call-error';
import {
  opsAdjustments,
  opsMemberActivity,
  opsMemberBreakPlace,
  opsMemberDetail,
  opsMemberLimitLower,
} from '../api/endpoints';
import {
  BackOfficeFixture,
  READ_ONLY_SESSION,
  SAMPLE_DETAIL,
  SUPPORT_SESSION,
} from '../testing/back-office-fixture';
import { LIFTABLE_PROTECTION } from '../testing/member-activity-samples';
import { settledDialog } from '../testing/settled-dialog';
import { MemberPage } from './member-page';

/** The member page's limits and exclusions, with the actions owners and support have on them. */
const meta = {
  title: 'Back office/Member protection',
  component: MemberPage,
  args: { memberId: 41 },
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const openLimits = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Limits' }));
  await page.findByText('Self-exclusion');
  return page;
};

export const PlaceTimeOut: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsAdjustments, () => ({ items: [] }))
          .on(opsMemberActivity, () => LIFTABLE_PROTECTION)
          .on(opsMemberBreakPlace, () => ({
            kind: 'time-out',
            until: '2026-11-30T06:00:00.000Z',
            sessionsEnded: 1,
          }))
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = await openLimits(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Place time-out or exclusion' }));
    const dialog = within(await settledDialog(/Time-out or exclusion for/));
    await userEvent.selectOptions(dialog.getByLabelText('How long'), 'Time-out: 1 week');
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Asked on a support call');
    await userEvent.click(dialog.getByRole('button', { name: 'Place it now' }));
    await expect(await page.findByText(/is on a break until/)).toBeVisible();
  },
};

/** A raise refused by the platform, shown on the amount field. */
export const RaiseRefused: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsAdjustments, () => ({ items: [] }))
          .on(opsMemberActivity, () => LIFTABLE_PROTECTION)
          .on(opsMemberLimitLower, () => {
            throw new CallError('VALIDATION', 'Invalid', 400, [
              { field: 'amount', message: 'must be lower' },
            ]);
          })
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = await openLimits(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Lower the deposit limit (day)' }));
    const dialog = within(await settledDialog(/Lower the deposit limit/));
    await userEvent.type(dialog.getByLabelText(/New limit/), '500');
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Asked by chat');
    await userEvent.click(dialog.getByRole('button', { name: 'Lower limit' }));
    await expect(await dialog.findByText(/an operator never raises or removes a limit/)).toBeVisible();
  },
};

/** A read-only operator sees the limits and exclusions, and no action. */
export const ReadOnly: Story = {
  render: (args) => (
    <BackOfficeFixture
      session={READ_ONLY_SESSION}
      api={(api) =>
        api
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsAdjustments, () => ({ items: [] }))
          .on(opsMemberActivity, () => LIFTABLE_PROTECTION)
      }
    >
      <MemberPage {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = await openLimits(canvasElement);
    await expect(page.queryByRole('button', { name: 'Place time-out or exclusion' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Lift' })).toBeNull();
  },
};
