import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedCount, clearImageCache, IMAGE_CACHE_SIZE, isCached, remember } from './image-cache';
import { LazyImage, PRELOAD_RATIO } from './lazy-image';

afterEach(() => clearImageCache());

describe('lazy image', () => {
  it('R8.9 R9.10 retries once, then shows the default icon', () => {
    const { container } = render(
      <LazyImage src="/art/a.svg" alt="" width={240} height={240} fallback={<span>default icon</span>} />,
    );
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect(img().getAttribute('src')).toBe('/art/a.svg');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/art/a.svg?retry=1');
    fireEvent.error(img());
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('default icon')).toBeInTheDocument();
  });

  it('R9.10 preloads within 1.3 viewports and remembers at most 200 images', () => {
    expect(PRELOAD_RATIO).toBe(1.3);
    for (let i = 0; i < 250; i++) remember(`/art/${i}.svg`);
    expect(cachedCount()).toBe(IMAGE_CACHE_SIZE);
    expect(isCached('/art/0.svg')).toBe(false);
    expect(isCached('/art/249.svg')).toBe(true);
  });

  it('a remembered image paints at once', () => {
    remember('/art/seen.svg');
    const { container } = render(
      <LazyImage src="/art/seen.svg" alt="" width={240} height={240} fallback={null} />,
    );
    expect(container.querySelector('[data-phase="loaded"] img')).not.toBeNull();
  });

  it('no address shows the default icon at once, with no empty src', () => {
    const { container } = render(
      <LazyImage src="" alt="" width={240} height={240} fallback={<span>default icon</span>} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('default icon')).toBeInTheDocument();
  });

  it('shows its placeholder in the box until the image has loaded, then only the image', () => {
    const { container } = render(
      <LazyImage
        src="/art/b.svg"
        alt=""
        width={240}
        height={240}
        placeholder={<span>branded face</span>}
        fallback={<span>default icon</span>}
      />,
    );
    expect(screen.getByText('branded face')).toBeInTheDocument();
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(screen.queryByText('branded face')).toBeNull();
    expect(container.querySelector('[data-phase="loaded"] img')).not.toBeNull();
  });
});
