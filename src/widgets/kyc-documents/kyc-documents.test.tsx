import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KYC_UPLOAD_PATH } from '@schemas/api/kyc-rules';
import { createFakeApiClient } from '../../api/fake-client';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeKycDocument, withKycApi } from '../../../tests/support/fake-kyc';
import KycDocuments from './kyc-documents';

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

async function setup(start: Parameters<typeof withKycApi>[1] = {}) {
  const api = withKycApi(createFakeApiClient(), start);
  const r = await renderWidget(<KycDocuments kinds={['identity', 'address', 'source-of-funds']} />, {
    api,
    session: {},
  });
  await screen.findByRole('heading', { name: 'Identity verification' });
  return r;
}

// userEvent.upload honours `accept`; these tests check what the widget itself says.
const user = () => userEvent.setup({ applyAccept: false });

describe('kyc-documents widget', () => {
  it('sends a proof of address and shows it waiting for review', async () => {
    const { api } = await setup();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('What do they prove?'), 'Proof of address');
    await user().upload(screen.getByLabelText(/^Files/), file('bill.pdf', 'application/pdf'));
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' })).getByText('bill.pdf'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Sent. We will review your documents.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === `upload:${KYC_UPLOAD_PATH}`)?.input).toEqual({
      query: { kind: 'address' },
      files: ['bill.pdf'],
    });
    const card = screen.getByRole('region', { name: 'Identity verification' });
    expect(within(card).getByText('Waiting for review')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Documents sent' });
    expect(within(sent).getByText('Proof of address')).toBeInTheDocument();
    expect(within(sent).getByText('bill.pdf')).toBeInTheDocument();
  });

  it('refuses other types, files over 5 MB and more than 3 files before sending', async () => {
    const { api } = await setup();
    const input = screen.getByLabelText(/^Files/);
    await user().upload(input, file('notes.txt', 'text/plain'));
    expect(await screen.findByText('notes.txt is not a PNG, JPG or PDF file')).toBeInTheDocument();
    await user().upload(input, file('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('huge.png is larger than 5 MB')).toBeInTheDocument();
    await user().upload(
      input,
      [1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png')),
    );
    expect(await screen.findByText('You can send at most 3 files at once')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Please choose at least one file')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id.startsWith('upload:'))).toBe(false);
  });

  it('shows the reason of a rejection and lets the member send again', async () => {
    await setup({
      status: 'rejected',
      reason: 'The photo is blurred',
      reviewedAt: '2026-11-25T12:00:00Z',
      documents: [fakeKycDocument({ status: 'rejected' })],
    });
    expect(screen.getByText('Reason: The photo is blurred')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send documents' })).toBeInTheDocument();
  });

  it('once approved, shows the documents and no form; says when the site needs it for withdrawals', async () => {
    await setup({
      status: 'approved',
      reviewedAt: '2026-11-25T12:00:00Z',
      documents: [fakeKycDocument({ status: 'approved' })],
    });
    expect(screen.getByText('Your identity is verified. Nothing more is needed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send documents' })).toBeNull();
    expect(screen.getByText('passport.jpg')).toBeInTheDocument();
  });

  it('tells the member when the site verifies before the first withdrawal', async () => {
    await setup({ requiredForWithdrawal: true });
    expect(
      screen.getByText('This site verifies your identity before your first withdrawal.'),
    ).toBeInTheDocument();
  });
});
