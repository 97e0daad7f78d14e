import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { catalogParts } from './scripts/i18n/vite-catalog-parts.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/**
 * The back office: a second app of this repository, built on its own into dist-admin/ so
 * that none of its code or chunks reaches the portal's dist/ (the portal's budgets and its
 * no-schema check stay as they were). The platform serves it on the back office host only,
 * under /bo/ (server/portal/serve-back-office.ts).
 */
export default defineConfig({
  base: '/bo/',
  publicDir: false,
  plugins: [
    react(),
    babel({
      include: /[/\\]src[/\\].*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    // The back office loads the catalogs' core and its own part (src/i18n/load-catalog.ts).
    catalogParts(),
  ],
  resolve: {
    alias: {
      '@schemas': path.join(root, 'schemas'),
    },
  },
  server: {
    port: 5174,
    proxy: { '/ops': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist-admin',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: { input: path.join(root, 'admin.html') },
  },
});
