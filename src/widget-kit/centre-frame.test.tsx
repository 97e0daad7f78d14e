import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TRIAL_TYPE } from '@schemas/site/constants';
import { renderWidget } from '../../tests/support/render-widget';
import { CentreFrame, type CentrePage } from './centre-frame';
import { CentreShell, MembersOnly } from './centre-shell';

type Key = 'profile' | 'wallet' | 'messages';
const PAGES: CentrePage<Key>[] = [
  { key: 'profile', label: { EN: 'Profile' }, node: { type: 'section', props: {} } },
  { key: 'wallet', label: { EN: 'Wallet' }, node: { type: 'section', props: {} } },
  { key: 'messages', label: { EN: 'Messages' }, node: { type: 'section', props: {} } },
];

function Centre({ requested = 'wallet' as Key, pages = PAGES }) {
  const [chosen, choose] = useState<Key>(requested);
  return (
    <CentreFrame
      menuLabel="My centre"
      summary={<p>Signed in as Lucky Star</p>}
      pages={pages}
      requested={chosen}
      defaultPage="profile"
      onChoose={choose}
      badge={(key) => (key === 'messages' ? <span>3 new</span> : null)}
      renderNode={(node, path) => <p data-testid="page">{path}</p>}
      nodePath="centre"
    />
  );
}

describe('a centre frame', () => {
  it('opens the requested page under its heading and moves to the one chosen in the menu', async () => {
    await renderWidget(<Centre />);
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveTextContent('centre › wallet');
    expect(screen.getByText('Signed in as Lucky Star')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(screen.getByRole('button', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('page')).toHaveLength(1);
    expect(screen.getByTestId('page')).toHaveTextContent('centre › messages');
  });

  it('falls back to the default page when the requested one is not offered', async () => {
    await renderWidget(<Centre pages={PAGES.filter((p) => p.key !== 'wallet')} />);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('moves focus through the menu with the arrow keys, round from the last to the first', async () => {
    await renderWidget(<Centre />);
    const nav = screen.getByRole('navigation', { name: 'My centre' });
    expect(nav).toBeInTheDocument();
    screen.getByRole('button', { name: /^Messages/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /^Messages/ })).toHaveFocus();
  });
});

describe('a centre shell', () => {
  it('asks a visitor to log in and a trial account to register, and lets a member in', async () => {
    const inside = vi.fn(() => <p>Inside</p>);
    const Inside = inside;
    const centre = (
      <MembersOnly>
        <CentreShell loadingLabel="Loading the centre" summaryHeight={64}>
          <Inside />
        </CentreShell>
      </MembersOnly>
    );
    const visitor = await renderWidget(centre, { session: null });
    expect(screen.getByText('Please log in')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    visitor.unmount();

    const trial = await renderWidget(centre, { session: { isAgent: TRIAL_TYPE } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please register a real account to use this feature.',
    );
    trial.unmount();
    expect(inside).not.toHaveBeenCalled();

    await renderWidget(centre, { session: {} });
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });

  it('shows a labelled skeleton while the frame inside is waiting', async () => {
    const Waiting = () => {
      throw new Promise(() => undefined);
    };
    await renderWidget(
      <CentreShell loadingLabel="Loading the centre" summaryHeight={56}>
        <Waiting />
      </CentreShell>,
    );
    expect(screen.getByRole('status', { name: 'Loading the centre' })).toHaveAttribute('aria-busy', 'true');
  });
});
