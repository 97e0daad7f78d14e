import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Carousel } from './carousel';

const SLIDES = ['Red', 'Green', 'Blue'];

function render(items: readonly string[] = SLIDES, autoplayMs = 5000) {
  return renderUi(
    <Carousel
      items={items}
      getKey={(s) => s}
      renderSlide={(s) => <a href={`#${s}`}>{s}</a>}
      aspectRatio={3.2}
      autoplayMs={autoplayMs}
      label="Featured"
    />,
  );
}

const region = () => screen.getByRole('region', { name: 'Featured' });
const active = () => {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((g) => g.hasAttribute('data-active'));
  return slides.map((g) => g.getAttribute('aria-label'));
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dot = (n: number) => screen.getByRole('button', { name: `Show banner ${n} of 3` });
const viewport = () => {
  const el = region().firstElementChild as HTMLElement;
  Object.defineProperty(el, 'clientWidth', { value: 400, configurable: true });
  return el;
};
const drag = (el: HTMLElement, from: number, to: number) => {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: from, clientY: 50, pointerType: 'touch' });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to, clientY: 52, pointerType: 'touch' });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to, clientY: 52, pointerType: 'touch' });
};

describe('carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names itself and its slides; only the active slide is exposed', async () => {
    await render();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region().style.getPropertyValue('--ratio')).toBe('3.2');
    expect(active()).toEqual(['1 of 3']);
    // The visible slides plus a copy of the first one for the wrap.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link', { name: 'Red' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Green' })).not.toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('next and previous arrows move one slide and wrap both ways', async () => {
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(active()).toEqual(['2 of 3']);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(active()).toEqual(['3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    // Forward onto the copy of the first slide, then swapped to the real one once it has slid.
    expect(active()).toEqual(['1 of 3']);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await advance(600);
    expect(active()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(active()).toEqual(['2 of 3']);
  });

  it('dots and the arrow keys move it', async () => {
    await render();
    fireEvent.click(dot(3));
    expect(active()).toEqual(['3 of 3']);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(active()).toEqual(['1 of 3']);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(active()).toEqual(['3 of 3']);
    fireEvent.keyDown(region(), { key: 'ArrowUp' });
    expect(active()).toEqual(['3 of 3']);
  });

  it('autoplays every autoplayMs, wrapping forward', async () => {
    await render();
    await advance(4999);
    expect(active()).toEqual(['1 of 3']);
    await advance(1);
    expect(active()).toEqual(['2 of 3']);
    await advance(5000);
    expect(active()).toEqual(['3 of 3']);
    await advance(5000);
    expect(active()).toEqual(['1 of 3']);
    await advance(5000);
    expect(active()).toEqual(['2 of 3']);
  });

  it('a manual move gives the new slide its full time and autoplay goes on', async () => {
    await render();
    await advance(4000);
    fireEvent.click(dot(3));
    await advance(4000);
    expect(active()).toEqual(['3 of 3']);
    await advance(1000);
    expect(active()).toEqual(['1 of 3']);
  });

  it('skips ticks while the page is hidden', async () => {
    await render();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await advance(15000);
    expect(active()).toEqual(['1 of 3']);
    visibility.mockRestore();
    await advance(5000);
    expect(active()).toEqual(['2 of 3']);
  });

  it('a long enough swipe moves it either way; a short one or a cancel does not', async () => {
    await render();
    drag(viewport(), 300, 200);
    expect(active()).toEqual(['2 of 3']);
    drag(viewport(), 200, 300);
    expect(active()).toEqual(['1 of 3']);
    // 15% of 400 px is 60 px: 50 px is not enough.
    drag(viewport(), 300, 250);
    expect(active()).toEqual(['1 of 3']);
    const el = viewport();
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 300, clientY: 50, pointerType: 'touch' });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 100, clientY: 50, pointerType: 'touch' });
    fireEvent.pointerCancel(el, { pointerId: 1, clientX: 100, clientY: 50, pointerType: 'touch' });
    expect(active()).toEqual(['1 of 3']);
  });

  it('the click that ends a drag does not follow the slide’s link', async () => {
    await render();
    const el = viewport();
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 300, clientY: 50, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 280, clientY: 50, pointerType: 'mouse' });
    const link = screen.getByRole('link', { name: 'Red' });
    const dragged = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(dragged);
    expect(dragged.defaultPrevented).toBe(true);
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 280, clientY: 50, pointerType: 'mouse' });
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Red' }).dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('one slide stands still: no copy, no arrows, no dots, no autoplay, no swipe', async () => {
    await render(['Red']);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await advance(20000);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    drag(viewport(), 300, 100);
    expect(active()).toEqual(['1 of 1']);
  });

  it('renders nothing without slides', async () => {
    const { container } = await render([]);
    expect(container).toBeEmptyDOMElement();
  });
});
