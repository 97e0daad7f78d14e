import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Lingui locales; the header codes map to these in src/i18n/languages.ts. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'vi', 'ja', 'th', 'fil', 'id'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
