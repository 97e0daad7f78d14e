import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { renderUi } from '../../../tests/support/render-ui';
import { describe, expect, it } from 'vitest';
import { ScrollStrip } from './scroll-strip';

describe('scroll strip', () => {
  it('R2.55 shows arrows only above its threshold', async () => {
    const { rerender } = await renderUi(
      <ScrollStrip label="Vendors" count={8} arrowsAbove={8}>
        <span />
      </ScrollStrip>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    rerender(
      <I18nProvider i18n={i18n}>
        <ScrollStrip label="Vendors" count={9} arrowsAbove={8}>
          <span />
        </ScrollStrip>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });
});
