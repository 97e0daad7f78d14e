import { describe, expect, it } from 'vitest';
import { shakeableReactRouter } from './react-router-tree-shaking';

describe('react-router tree shaking', () => {
  it('drops top-level display names and marks component factories pure', () => {
    const source = [
      'var LocationContext = React.createContext(',
      '  null',
      ');',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
    ].join('\n');
    expect(shakeableReactRouter(source)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(',
        '  null',
        ');',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
      ].join('\n'),
    );
  });

  it('turns the development warnings off, as the production build does', () => {
    expect(shakeableReactRouter('var ENABLE_DEV_WARNINGS = true;\nif (ENABLE_DEV_WARNINGS) warn();')).toBe(
      'var ENABLE_DEV_WARNINGS = false;\nif (ENABLE_DEV_WARNINGS) warn();',
    );
  });

  it('leaves a display name set inside a function, where it is no top-level effect', () => {
    const source = '  function f() {\n    FetcherForm2.displayName = "fetcher.Form";\n  }';
    expect(shakeableReactRouter(source)).toBe(source);
  });
});
