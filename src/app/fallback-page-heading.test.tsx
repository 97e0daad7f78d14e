import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FallbackPageHeading } from './fallback-page-heading';

/** A page whose widget draws its own heading only once it has loaded. */
function Page({ widgetHeading }: { widgetHeading: boolean }) {
  const [shown, setShown] = useState(widgetHeading);
  return (
    <main>
      <FallbackPageHeading text="Aurora Play" />
      {shown ? <h1>Live casino</h1> : <button onClick={() => setShown(true)}>load</button>}
    </main>
  );
}

describe('fallback page heading', () => {
  it('names a page that has no <h1> of its own, visually hidden', () => {
    render(<Page widgetHeading={false} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Aurora Play');
    expect(heading).toHaveClass('visually-hidden');
  });

  it('stands aside when a widget draws the page’s heading', () => {
    render(<Page widgetHeading={true} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Live casino']);
  });

  it('stands aside when the widget’s heading arrives later (a lazy chunk, a loaded state)', async () => {
    render(<Page widgetHeading={false} />);
    await act(async () => screen.getByRole('button', { name: 'load' }).click());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Live casino']);
  });
});
