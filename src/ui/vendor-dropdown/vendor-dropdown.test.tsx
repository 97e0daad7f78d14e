import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../tests/support/render-ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VendorDropdown } from './vendor-dropdown';

const wrap = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
const vendors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    key: `V${i}`,
    title: `Vendor ${i}`,
    icon: 'data:,',
    isHot: i === 0,
  }));

describe('vendor dropdown', () => {
  it('R2.56 shows up to 11 vendors, and a more button at exactly 11', async () => {
    const onMore = vi.fn();
    const { rerender } = await renderUi(
      <VendorDropdown label="Slots" vendors={vendors(11)} onSelect={() => undefined} onMore={onMore} />,
    );
    const group = screen.getByRole('group', { name: 'Slots' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalled();
    rerender(
      wrap(<VendorDropdown label="Slots" vendors={vendors(15)} onSelect={() => undefined} onMore={onMore} />),
    );
    expect(within(screen.getByRole('group')).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    rerender(
      wrap(<VendorDropdown label="Slots" vendors={vendors(10)} onSelect={() => undefined} onMore={onMore} />),
    );
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('chooses a vendor', async () => {
    const onSelect = vi.fn();
    await renderUi(
      <VendorDropdown label="Slots" vendors={vendors(3)} onSelect={onSelect} onMore={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Vendor 2/ }));
    expect(onSelect).toHaveBeenCalledWith('V2');
  });
});
