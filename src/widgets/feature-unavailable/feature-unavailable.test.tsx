import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import FeatureUnavailable from './feature-unavailable';

describe('feature-unavailable widget', () => {
  it('names what is not available as the page heading and links back home', async () => {
    await renderWidget(<FeatureUnavailable title="page.sports" variant="page" />, { route: '/sports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByText(/Sports is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks the current language', async () => {
    await renderWidget(<FeatureUnavailable title="page.sports" variant="page" />, {
      route: '/sports',
      language: 'CN',
    });
    expect(screen.getByRole('heading', { level: 1, name: '体育' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });

  it('is compact inside a section, with a general heading when it has no title', async () => {
    await renderWidget(<FeatureUnavailable variant="inline" />, { route: '/' });
    expect(screen.getByRole('heading', { level: 3, name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers no link home on the home page itself', async () => {
    await renderWidget(<FeatureUnavailable title="section.popularGames" variant="page" />, {
      route: '/home',
    });
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });
});
