import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsAuditLog } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION, SAMPLE_AUDIT } from '../testing/back-office-fixture';
import { AuditScreen } from './audit-screen';

const meta = {
  title: 'Back office/Audit log',
  component: AuditScreen,
} satisfies Meta<typeof AuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = { items: SAMPLE_AUDIT, total: SAMPLE_AUDIT.length, from: '2026-10-27', to: '2026-11-26' };

export const Lines: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsAuditLog, () => lines)}>
      <AuditScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('deposit.approve')).toBeVisible();
    // A platform-wide owner may narrow the audit to one merchant.
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
  },
};

export const ReadOnlyOfOneMerchant: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsAuditLog, () => lines)}>
      <AuditScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('member.view')).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const Detail: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsAuditLog, () => lines)}>
      <AuditScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^Details of deposit\.approve by fiona/ }));
    // The dialog is drawn in the document's body, outside the story's canvas.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'deposit.approve by fiona' });
    await expect(within(dialog).getAllByText('<img src=x onerror="alert(1)">')).toHaveLength(2);
    await expect(dialog.querySelector('img')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsAuditLog, () => ({ ...lines, items: [], total: 0 }))}>
      <AuditScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing was recorded with these filters on these days.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.fail(opsAuditLog, 'INTERNAL', 'down')}>
      <AuditScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
