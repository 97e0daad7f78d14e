import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy widgets and popups load their chunk on first render; on a busy two-core machine that
// can pass Testing Library's default second, so `findBy*` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so its scrollTo only prints "Not implemented"; navigation calls it on
// every route change. A test that cares spies on it.
if (typeof window !== 'undefined') window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
