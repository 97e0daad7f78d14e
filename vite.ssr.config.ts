import { defineConfig, mergeConfig } from 'vite';
import portal from './vite.config.ts';

/**
 * The portal's first render for the platform (dist-ssr/render-first-screen.js): the same
 * components, CSS-module class names and catalogs as the browser's build, compiled for node.
 * The platform draws a guest's first screen of a page with it
 * (docs/decisions/first-screen-from-the-platform.md).
 */
export default mergeConfig(
  portal,
  defineConfig({
    publicDir: false,
    build: {
      ssr: 'src/app/first-screen/render-first-screen.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      target: 'node20',
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
