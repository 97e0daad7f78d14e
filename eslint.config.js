// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Import direction: schemas -> api -> atoms -> widgets -> renderer -> app, ui a leaf (ARCHITECTURE.md). */
const layerZones = [
  {
    target: './schemas',
    from: ['./src', './server', './scripts', './tests'],
    message: 'schemas/ imports nothing of ours.',
  },
  { target: './server', from: ['./src'], message: 'The server shares schemas/, never the portal code.' },
  // Inside the platform: routes (server/routes, server/http, server/portal) -> services -> db,
  // with server/domain (errors, the merchant, the call's context) shared by all of them.
  {
    target: ['./server/services', './server/domain'],
    from: ['./server/http', './server/routes', './server/portal'],
    message: 'Services hold the rules and know nothing of HTTP: what both sides need lives in server/domain.',
  },
  {
    target: './server/db',
    from: ['./server/http', './server/routes', './server/portal', './server/services'],
    message: 'server/db is the bottom layer of the platform.',
  },
  {
    target: './scripts/ops',
    from: ['./server/http', './server/routes', './server/portal'],
    message: 'The ops CLI goes through the services, the same rules as the back office.',
  },
  {
    target: './src/api',
    from: ['./src/atoms', './src/widgets', './src/renderer', './src/app', './src/ui'],
    message: 'src/api is the bottom layer.',
  },
  {
    target: './src/atoms',
    from: ['./src/widgets', './src/renderer', './src/app', './src/ui'],
    message: 'Atoms know the API and jotai, not components.',
  },
  {
    target: './src/ui',
    from: ['./src/atoms', './src/api', './src/widgets', './src/renderer', './src/app'],
    message: 'ui/ is presentational: props in, events out.',
  },
  {
    target: './src/widgets',
    from: ['./src/api/client.ts', './src/api/seal-payload.ts', './src/renderer', './src/app'],
    except: [],
    message: 'Widgets use atoms, ui and i18n; never the API client, the renderer or the app.',
  },
  { target: './src/renderer', from: ['./src/app'], message: 'The renderer does not know the app.' },
  {
    target: './src/widget-kit',
    from: ['./src/widgets', './src/renderer', './src/app'],
    message: 'The widget kit holds parts several widgets share: it sits below them.',
  },
  {
    target: [
      './src/api',
      './src/atoms',
      './src/ui',
      './src/i18n',
      './src/theme',
      './src/renderer',
      './src/app',
    ],
    from: ['./src/widget-kit'],
    message: 'Only widgets use the widget kit.',
  },
  {
    target: './src/i18n',
    from: ['./src/widgets', './src/renderer', './src/app', './src/ui'],
    message: 'i18n is below the widgets.',
  },
  {
    target: './src/theme',
    from: ['./src/atoms', './src/widgets', './src/renderer', './src/app', './src/ui'],
    message: 'theme/ is a leaf.',
  },
];

// Plain-data modules of schemas/ the portal may import at run time (no schema library in them).
const RUNTIME_SCHEMA_MODULES = [
  'site/constants',
  'site/version',
  'site/walk-conditions',
  'site/page-at-path',
  'site/theme-variables',
  'api/sealed-payload-format',
  'api/game-rules',
  'api/room-levels',
  'api/wallet-rules',
  'api/agent-rules',
  'api/agent-ledger-types',
  'api/pattern-families',
  'api/registration-defaults',
  'api/chat-rules',
  'api/feedback-rules',
  'api/protection-rules',
  'api/protection-breaks',
  'api/kyc-rules',
  'api/protection-session-rules',
  'api/account-closure-rules',
  'api/protection-statement-rules',
  'api/ops/audit-rules',
  'api/ops/reply-rules',
  'api/ops/report-rules',
  'api/ops/member-action-rules',
  'api/ops/adjustment-rules',
  'api/ops/reader-roles',
  'api/ops/member-activity-filters',
  'api/ops/content-rules',
  'api/ops/reward-rules',
  'api/ops/site-studio-rules',
  'api/ops/banner-rules',
  'api/ops/point-item-rules',
];
const schemasAsTypesOnly = {
  regex: `^@schemas/(?!(${RUNTIME_SCHEMA_MODULES.join('|')})$)`,
  allowTypeImports: true,
  message:
    'The portal imports contract and site schemas as types only (no schema library in the browser); call through src/api/endpoints.ts.',
};
const typeboxOutOfTheBrowser = {
  regex: '^@sinclair/typebox',
  allowTypeImports: true,
  message: 'TypeBox belongs in schemas/ and *.props.ts files only.',
};
const callsLiveInAtoms = {
  regex:
    '^\\.\\./\\.\\./(api/(client|endpoints|fake-client|realtime-socket|seal-payload|send-problem-report)|atoms/api)$',
  allowTypeImports: true,
  message:
    'A widget never calls the platform itself: put the call in an atom (src/atoms) and read or set that.',
};
// jotai's loadable is deprecated and unwrap needs care: both live behind src/atoms/async.ts.
const asyncThroughWrapper = {
  name: 'jotai/utils',
  importNames: ['loadable', 'unwrap'],
  message: 'Read async atoms through src/atoms/async.ts (useAsyncAtom, useAsyncState, asyncState).',
};
// react-router's own links bring its framework mode (prefetching, view transitions, forms) along.
const routerLinksThroughUi = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink', 'Form'],
  message: 'Link to a page of the site with src/ui/link/link.tsx (docs/performance.md).',
}));
const propsAsTypesOnly = {
  regex: '\\.props$',
  allowTypeImports: true,
  message:
    'A props file carries the TypeBox schema: the widget takes its types only (share constants through a plain module).',
};
const noSiblingWidget = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message:
    'A widget never imports another widget’s folder (its words load with its own): share state through atoms, parts through src/ui.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-admin',
      'dist-server',
      'dist-ssr',
      'storybook-static',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'tests/support/generated',
      // Compiled by `npm run i18n:compile` (git ignores them too).
      'src/i18n/locales/*/messages.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/widgets/*/*.props.ts', 'src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [asyncThroughWrapper, ...routerLinksThroughUi],
          patterns: [schemasAsTypesOnly, typeboxOutOfTheBrowser],
        },
      ],
    },
  },
  {
    files: ['src/atoms/async.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [schemasAsTypesOnly, typeboxOutOfTheBrowser] }],
    },
  },
  {
    files: ['src/widgets/*/*.{ts,tsx}'],
    ignores: ['src/widgets/*/*.props.ts', 'src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [asyncThroughWrapper, ...routerLinksThroughUi],
          patterns: [
            schemasAsTypesOnly,
            typeboxOutOfTheBrowser,
            noSiblingWidget,
            callsLiveInAtoms,
            propsAsTypesOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['src/widgets/*/*.props.ts', 'src/widgets/*/*.stories.tsx', 'src/widgets/*/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [asyncThroughWrapper], patterns: [noSiblingWidget] }],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
