import fs from 'node:fs';

/** Debian's Chromium, the whole browser; tests never download one. Lighthouse runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium (package
 * `chromium-headless-shell`, which `.ci/run` installs), else the whole browser. The same Blink
 * draws the page, without the browser's own interface: the browser tests took 30% less CPU
 * (docs/testing/test-run.md).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** Flags that keep headless Chromium quiet on a machine without network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
