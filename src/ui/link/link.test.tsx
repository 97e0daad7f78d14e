import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, link: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('link', () => {
  it('is a real address the router follows in the page on a plain click', () => {
    renderAt('/', <Link to="/promoDetail?id=7">Details</Link>);
    const link = screen.getByRole('link', { name: 'Details' });
    expect(link).toHaveAttribute('href', '/promoDetail?id=7');
    fireEvent.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/promoDetail?id=7');
  });

  it('leaves a modified click to the browser (a new tab), and a prevented one to its handler', () => {
    renderAt(
      '/',
      <>
        <Link to="/rng">Slots</Link>
        <Link to="/live" onClick={(e) => e.preventDefault()}>
          Live
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
  });

  it('passes the anchor attributes through', () => {
    renderAt(
      '/',
      <Link to="/" className="logo" aria-current="page" data-nav="home">
        Home
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveClass('logo');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-nav', 'home');
  });
});
