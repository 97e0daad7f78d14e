import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import SiteFooter from './site-footer';

const columns = [
  {
    title: 'footer.responsible',
    links: [
      { label: 'footer.playResponsibly', href: '/help#responsible' },
      { label: { EN: 'Gamblers Anonymous' }, href: 'https://www.gamblersanonymous.org/' },
    ],
  },
];

describe('site-footer widget', () => {
  it('R1.12 shows the licence badges (MGA Malta, BVI, PAGCOR) with their registers, and the social links', async () => {
    const site = loadWhitelabelSite('aurora');
    await renderWidget(<SiteFooter columns={[]} showLicences showSocial />, { site });
    const licences = screen.getByRole('list', { name: 'Licences' });
    expect(within(licences).getByRole('img', { name: 'Malta Gaming Authority' })).toHaveAttribute(
      'src',
      '/wl/aurora/assets/licence-mga.svg',
    );
    expect(within(licences).getByRole('img', { name: 'British Virgin Islands' })).toBeInTheDocument();
    expect(within(licences).getByRole('img', { name: 'PAGCOR Philippines' })).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(site.settings.social.length);
    expect(within(social).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/auroraplay',
    );
  });

  it('lists its link columns, inside links in the portal and outside links in a new tab', async () => {
    await renderWidget(<SiteFooter columns={columns} showLicences={false} showSocial={false} />);
    const nav = screen.getByRole('navigation', { name: 'Responsible gaming' });
    expect(within(nav).getByRole('link', { name: 'Play responsibly' })).toHaveAttribute(
      'href',
      '/help#responsible',
    );
    expect(within(nav).getByRole('link', { name: 'Gamblers Anonymous' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('list', { name: 'Licences' })).not.toBeInTheDocument();
  });

  it('states the site’s age limit and its name in the legal line, in the current language', async () => {
    const site = loadWhitelabelSite('jade');
    await renderWidget(<SiteFooter columns={[]} showLicences showSocial />, { site, language: 'CN' });
    expect(screen.getByText(/21/, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/Jade Dragon/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '菲律宾 PAGCOR' })).toBeInTheDocument();
  });
});
