import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { languageAtom } from '../../atoms/preferences';
import LanguagePicker from './language-picker';

describe('language-picker widget', () => {
  it('R2.27 offers the merchant’s header languages in their own names and remembers the choice', async () => {
    const site = loadWhitelabelSite('jade');
    const { store } = await renderWidget(<LanguagePicker display="code" />, { site });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(
      site.languages.header.map((code) => expect.stringContaining(code)),
    );
    expect(screen.getByRole('menuitemradio', { checked: true })).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('menuitemradio', { name: /日本語/ }));
    expect(store.get(languageAtom)).toBe('JA');
    expect(localStorage.getItem('tsr.language')).toBe('JA');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves through the languages with the arrow keys and closes on escape', async () => {
    await renderWidget(<LanguagePicker display="name" />);
    const button = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { checked: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitemradio')[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('hides itself when the site offers one language', async () => {
    const site = loadWhitelabelSite('aurora');
    const one = { ...site, languages: { header: ['EN' as const], default: 'EN' as const } };
    const { container } = await renderWidget(<LanguagePicker display="code" />, { site: one });
    expect(container).toBeEmptyDOMElement();
  });
});
