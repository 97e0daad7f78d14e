import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy widgets and popups load their chunk on first render; on a busy two-core machine that
// can pass Testing Library's default second, so `findBy*` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
