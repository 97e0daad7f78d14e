import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getKyc } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { fakeKycDocument, withKycApi } from '../../../tests/support/fake-kyc';
import KycDocuments from './kyc-documents';

const meta = {
  title: 'Widgets/KYC documents',
  component: KycDocuments,
  args: { kinds: ['identity', 'address', 'source-of-funds'] },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withKycApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof KycDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent yet: the status, and the form to send a first document. */
export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not verified')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Send documents' })).toBeVisible();
  },
};

/** Sending a PNG: it shows in the list, waiting for review. */
export const SendsADocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(/^Files/);
    await userEvent.upload(input, new File([new Uint8Array(900)], 'passport.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send for review' }));
    await expect(await canvas.findByText('Sent. We will review your documents.')).toBeVisible();
    await expect(canvas.getByText('Documents sent')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withKycApi(api, {
          status: 'pending',
          requiredForWithdrawal: true,
          documents: [
            fakeKycDocument({
              id: 2,
              kind: 'address',
              fileName: 'electricity-bill-october.pdf',
              type: 'application/pdf',
            }),
            fakeKycDocument(),
          ],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('electricity-bill-october.pdf')).toBeVisible();
  },
};

export const Rejected: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withKycApi(api, {
          status: 'rejected',
          reason: 'The photo is blurred; every corner of the card must be visible.',
          reviewedAt: '2026-11-25T12:00:00Z',
          documents: [fakeKycDocument({ status: 'rejected' })],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Reason:/)).toBeVisible();
  },
};

export const Approved: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withKycApi(api, {
          status: 'approved',
          reviewedAt: '2026-11-25T12:00:00Z',
          documents: [fakeKycDocument({ status: 'approved' })],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Identity verification' });
    await expect(within(card).getByText('Approved')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getKyc) } },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getKyc, 'UNAVAILABLE', 'down') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
