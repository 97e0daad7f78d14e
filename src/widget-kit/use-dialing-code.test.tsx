import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../api/fake-client';
import { getCountries } from '../api/endpoints';
import { fakeCountries } from '../../tests/support/fake-accounts';
import { renderWidget } from '../../tests/support/render-widget';
import { useDialingCode } from './use-dialing-code';

function Probe({ remembered }: { remembered?: string }) {
  const { dialing, setDialing } = useDialingCode(remembered);
  return (
    <>
      <output aria-label="Dialing code">{dialing}</output>
      <button type="button" onClick={() => setDialing('84')}>
        Vietnam
      </button>
    </>
  );
}

const withCountries = (initialDialingCode?: string) =>
  createFakeApiClient().on(getCountries, () => ({
    ...fakeCountries,
    ...(initialDialingCode ? { initialDialingCode } : {}),
  }));

const expectCode = (code: string) =>
  waitFor(() => expect(screen.getByLabelText('Dialing code')).toHaveTextContent(new RegExp(`^${code}$`)));

describe("a phone field's dialing code", () => {
  it("starts at the visitor's country, or at the merchant's code when that one is listed", async () => {
    const r = await renderWidget(<Probe />, { api: withCountries() });
    await expectCode('63');
    r.unmount();
    const merchant = await renderWidget(<Probe />, { api: withCountries('66') });
    await expectCode('66');
    merchant.unmount();
    await renderWidget(<Probe />, { api: withCountries('999') });
    await expectCode('63');
  });

  it('keeps the code the member used last, and then their choice', async () => {
    await renderWidget(<Probe remembered="66" />, { api: withCountries() });
    await expectCode('66');
    await userEvent.click(screen.getByRole('button', { name: 'Vietnam' }));
    await expectCode('84');
  });
});
