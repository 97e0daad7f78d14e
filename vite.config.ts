import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/support/chromium.ts';
import { catalogParts } from './scripts/i18n/vite-catalog-parts.ts';
import { reactRouterTreeShaking } from './scripts/build/react-router-tree-shaking.ts';
import { frameLazyParts, frameWidgetTypes } from './server/portal/frame-widgets.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const frameTypes = frameWidgetTypes(path.join(root, 'whitelabels'));
const frameModule = new RegExp(
  `[\\\\/]src[\\\\/]widgets[\\\\/](${frameTypes.join('|')})[\\\\/](?![^\\\\/]*\\.(widget|props)\\.ts$)`,
);
const frameLazy = frameLazyParts(path.join(root, 'src', 'widgets'), frameTypes);
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/** Portal build, dev server (API proxied to the platform) and the unit/server test projects. */
export default defineConfig({
  plugins: [
    react(),
    babel({
      include: /[/\\]src[/\\].*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    // What the portal does not import of react-router leaves the bundle (docs/performance.md).
    reactRouterTreeShaking(),
    // Splits each compiled catalog: the portal's first load carries neither the back office's
    // words nor those of widgets it does not show.
    catalogParts({ widgetPartsBesides: frameTypes }),
  ],
  resolve: {
    alias: {
      '@schemas': path.join(root, 'schemas'),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/portal', '/house', '/wl', '/openapi.json'].map((p) => [
        p,
        // ws: the chat room's WebSocket (/wps/chat/socket) goes through the proxy too.
        { target: apiTarget, changeOrigin: false, ws: p === '/wps' },
      ]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: the chunk graph `npm run bench:bundle` follows.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes least often: its own chunk stays cached across releases and keeps
        // the entry chunk well under the 100 KB gzip per-chunk budget.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The widgets of the whitelabels' frames (header, footer, side bars) as one chunk,
            // which every page's first render waits for: about 17 script requests on home
            // instead of 62, and fewer bytes (docs/performance.md). Their definitions (in
            // the entry) and props (never in a browser) stay where they are.
            {
              name: 'frame',
              // A part a frame widget loads on demand (`import('./…')`) stays its own chunk.
              test: (id) => frameModule.test(id) && !frameLazy.has(id.replace(/\.tsx?$/, '')),
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Vitest's default leaves one core idle; on two cores both are worth using.
          maxWorkers: 2,
          // A worker keeps its modules from file to file (jsdom, React and the widgets load
          // once, not 179 times): 379 s -> 111 s. The DOM and storage are cleaned after each
          // test (unit-setup.ts); a test of module state imports a fresh copy of its module.
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/dialog-polyfill.ts', 'tests/setup/unit-setup.ts'],
          // A component journey or a script run in a child process takes seconds when the two
          // cores are busy; 5 s (the default) failed good tests under load.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          // `*.pg.test.ts` need a real PostgreSQL (several processes on one database) and
          // `*.redis.test.ts` a Redis: they run when TEST_DATABASE_URL / TEST_REDIS_URL are set.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
            ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
          ],
          // Tests that start and kill platform processes take a minute when the cores are busy.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Much of a server test waits on password hashing or on PostgreSQL: two files
          // at a time use the cores better than one.
          maxWorkers: 2,
          // A worker keeps the platform's modules and PGlite's compiled WebAssembly from file
          // to file: 840 s -> 358 s. Each test builds its own platform and database, so no
          // state but the modules' crosses files.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Bundle every dependency before the first story runs: a dependency found mid-run
        // makes Vite re-optimise and reload, and the stories in flight fail.
        optimizeDeps: {
          entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-router-dom',
            'jotai',
            'jotai/utils',
            'dompurify',
            '@lingui/core',
            '@lingui/react',
            'crypto-js/aes',
            'crypto-js/enc-base64',
            'crypto-js/enc-base64url',
            'crypto-js/enc-hex',
            'crypto-js/enc-utf8',
            'crypto-js/hmac-sha256',
            'crypto-js/lib-typedarrays',
            'crypto-js/sha256',
          ],
        },
        test: {
          name: 'stories',
          // Two story files at a time, each in its own page: a file spends much of its time
          // loading its modules, while the other core runs stories (268 s -> 232 s).
          maxWorkers: 2,
          // A story's play waits on its own timeouts (up to 25 s for the lobby scrolling 200
          // games); the test's limit stays above them on a slow, busy machine.
          testTimeout: 40_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            // Several checkouts may run story tests at once: each can pick its own port.
            ...(process.env.VITEST_BROWSER_PORT
              ? { api: { port: Number(process.env.VITEST_BROWSER_PORT), strictPort: true } }
              : {}),
          },
        },
      },
    ],
  },
});
