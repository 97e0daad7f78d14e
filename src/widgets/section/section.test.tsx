import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import Section from './section';

describe('section widget', () => {
  it('shows its title in the current language and its children', async () => {
    await renderWidget(
      <Section title={{ EN: 'Hot games', CN: '热门游戏' }} layout="grid" columns={3}>
        <p>child</p>
      </Section>,
      { language: 'CN' },
    );
    expect(screen.getByRole('heading', { name: '热门游戏' })).toBeInTheDocument();
    expect(screen.getByText('child')).toBeInTheDocument();
  });

  it('links "See all" to its route and has no heading without a title', async () => {
    await renderWidget(
      <Section title={{ EN: 'Live' }} moreRoute="/live" layout="stack" columns={2}>
        <span />
      </Section>,
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/live');
  });

  it('renders no heading when it has no title', async () => {
    await renderWidget(<Section layout="row" columns={2} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
