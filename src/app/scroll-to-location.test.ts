import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_WAIT_MS, scrollToLocation } from './scroll-to-location';

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => scrolled.push('top'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const add = (id: string) => {
  const el = document.createElement('section');
  el.id = id;
  document.body.append(el);
};

describe('R2.17 navigation scrolls to the hash target, else to the top', () => {
  it('scrolls to the top without a hash', () => {
    scrollToLocation('');
    expect(scrolled).toEqual(['top']);
  });

  it('scrolls to the element the hash names, decoded', () => {
    add('live chat');
    scrollToLocation('#live%20chat');
    expect(scrolled).toEqual(['live chat']);
  });

  it('waits for a target that a widget has not drawn yet', async () => {
    scrollToLocation('#winners');
    expect(scrolled).toEqual(['top']);
    add('winners');
    await vi.waitFor(() => expect(scrolled).toEqual(['top', 'winners']));
  });

  it('stops waiting after a while, and when told to', async () => {
    vi.useFakeTimers();
    scrollToLocation('#never');
    vi.advanceTimersByTime(HASH_WAIT_MS + 1);
    vi.useRealTimers();
    add('never');
    const stop = scrollToLocation('#later');
    stop();
    add('later');
    await new Promise((r) => setTimeout(r, 20));
    expect(scrolled).toEqual(['top', 'top']);
  });

  it('survives a malformed hash', () => {
    expect(() => scrollToLocation('#%E0%A4%A')).not.toThrow();
  });
});
