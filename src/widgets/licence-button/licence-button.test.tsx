import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import LicenceButton from './licence-button';

describe('licence-button widget', () => {
  it('R2.28 shows on home and lists the merchant’s licences with badges and register links', async () => {
    const site = loadWhitelabelSite('aurora');
    await renderWidget(<LicenceButton everywhere={false} />, { route: '/', site });
    await userEvent.click(screen.getByRole('button', { name: 'Licensed' }));
    const panel = screen.getByRole('dialog', { name: 'Licences' });
    expect(panel).toHaveTextContent('Aurora Play is licensed and regulated by:');
    for (const l of site.settings.licences) {
      expect(panel.querySelector(`img[src="${l.image}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Malta Gaming Authority' })).toHaveAttribute(
      'href',
      'https://www.mga.org.mt/',
    );
  });

  it('R2.28 is not shown on other pages unless asked to', async () => {
    const other = await renderWidget(<LicenceButton everywhere={false} />, { route: '/live' });
    expect(other.container).toBeEmptyDOMElement();
    other.unmount();
    await renderWidget(<LicenceButton everywhere />, { route: '/live' });
    expect(screen.getByRole('button', { name: 'Licensed' })).toBeInTheDocument();
  });

  it('shows on the home page’s aliases too', async () => {
    await renderWidget(<LicenceButton everywhere={false} />, { route: '/index.html' });
    expect(screen.getByRole('button', { name: 'Licensed' })).toBeInTheDocument();
  });
});
