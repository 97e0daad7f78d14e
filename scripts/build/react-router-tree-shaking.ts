import type { Plugin } from 'vite';

/**
 * react-router's build gives each of its components a `displayName` at the top level of its
 * module (`Link.displayName = "Link"`) and creates them with unannotated `forwardRef` and
 * `createContext` calls. A bundler must keep such statements, and with them every component
 * they name and all it uses: the portal, which routes declaratively, carried the framework
 * mode's forms, fetchers, prefetch links and error pages into every first visit. In the
 * browser build this drops the names (React reads them only in its development warnings and
 * devtools) and marks the factories pure, so what the portal does not import leaves the
 * bundle. It also turns off the development warnings, as react-router's production build
 * (the same code with that one flag off) does.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'tessera:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      const shaken = shakeableReactRouter(code);
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/** The module's text with top-level display names removed, factories marked pure, warnings off. */
export function shakeableReactRouter(code: string): string {
  return code
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
      '$1/* @__PURE__ */ $2',
    );
}
