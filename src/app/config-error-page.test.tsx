import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderUi, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/activate-language';
import { ConfigErrorPage } from './config-error-page';

const render = (ui: ReactElement) => renderUi(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('the configuration-error page', () => {
  it('tells players calmly that the site is not open, without details', async () => {
    await activateLanguage('EN');
    render(<ConfigErrorPage problems={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This site is being set up' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each problem with its node path and suggestion when the platform sends them', async () => {
    await activateLanguage('EN');
    render(
      <ConfigErrorPage
        problems={[
          {
            path: 'pages › / › sektion #1',
            pointer: '/pages/0/nodes/0',
            message: 'unknown widget type "sektion"',
            suggestion: 'section',
          },
          { path: 'settings › jackpot', pointer: '/settings/jackpot', message: 'is missing (required)' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Configuration errors (2)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'pages › / › sektion #1: unknown widget type "sektion" Did you mean “section”?',
      'settings › jackpot: is missing (required)',
    ]);
  });
});
