import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameLazyParts } from '../../server/portal/frame-widgets';

/**
 * The frame chunk takes a frame widget's folder except what its own file loads on demand: a
 * part only reached through `import('./…')` stays a lazy chunk of its own.
 */
describe('the parts of a frame widget left out of the frame chunk', () => {
  let widgets: string;
  const write = (file: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(widgets, file)), { recursive: true });
    fs.writeFileSync(path.join(widgets, file), source);
  };

  beforeEach(() => {
    widgets = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-parts-'));
  });
  afterEach(() => fs.rmSync(widgets, { recursive: true, force: true }));

  it('keeps what the widget imports statically, at any depth, and leaves out what it loads on demand', () => {
    write(
      'side-bar/side-bar.tsx',
      "import { Row } from './row';\nconst Qr = lazy(() => import('./qr-panel'));",
    );
    write('side-bar/row.tsx', "import { icon } from './icons.ts';");
    write('side-bar/icons.ts', 'export const icon = 1;');
    write('side-bar/qr-panel.tsx', "import { encode } from './qr-encode';");
    write('side-bar/qr-encode.ts', 'export const encode = 1;');
    write('side-bar/side-bar.test.tsx', "import './qr-panel';");
    write('side-bar/side-bar.stories.tsx', '');
    write('side-bar/side-bar.widget.ts', '');

    const parts = frameLazyParts(widgets, ['side-bar', 'not-a-folder']);

    expect([...parts].sort()).toEqual(
      ['qr-encode', 'qr-panel'].map((name) => path.join(widgets, 'side-bar', name)),
    );
  });

  it('leaves out nothing when every file is reached from the widget', () => {
    write('header/header.tsx', "import { Nav } from './nav';");
    write('header/nav.tsx', '');
    expect(frameLazyParts(widgets, ['header']).size).toBe(0);
  });
});
