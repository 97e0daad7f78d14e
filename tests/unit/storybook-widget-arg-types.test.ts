import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  argTypesFromProps,
  plainForMarkdown,
  widgetArgTypesEnhancer,
  widgetDescriptionOfStoryFile,
  widgetSchemas,
  widgetTypeOfStoryFile,
} from '../../.storybook/widget-arg-types';
import { widgetTypes } from '../../src/widgets/registry';
import { whitelabelCodes } from '../support/whitelabel-sites';

const widgetsDir = path.resolve(__dirname, '../../src/widgets');

/** Every widget story file, as Storybook names it (`parameters.fileName`). */
const storyFiles = fs
  .readdirSync(widgetsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    fs
      .readdirSync(path.join(widgetsDir, d.name))
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => `./src/widgets/${d.name}/${f}`),
  );

const enhance = (fileName: string) =>
  widgetArgTypesEnhancer({ parameters: { fileName }, argTypes: {} } as unknown as Parameters<
    typeof widgetArgTypesEnhancer
  >[0]);

describe('widget prop tables in Storybook', () => {
  it('every registered widget has a story file whose docs page reads its settings from the schema', () => {
    const withStories = new Set(storyFiles.map(widgetTypeOfStoryFile));
    expect(widgetTypes.filter((type) => !withStories.has(type))).toEqual([]);
    expect(widgetTypes.filter((type) => !widgetSchemas.has(type))).toEqual([]);
  });

  it('every setting of every widget gets a row with its description and examples', () => {
    const bare: string[] = [];
    for (const file of storyFiles) {
      const type = widgetTypeOfStoryFile(file) as string;
      const settings = Object.keys(widgetSchemas.get(type)?.props.properties ?? {});
      const rows = enhance(file);
      for (const name of settings) {
        if (!rows[name]?.description?.includes('Example:')) bare.push(`${type} › ${name}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('a closed list becomes a select with its choices, the default and the type in the table', () => {
    const rows = argTypesFromProps(widgetSchemas.get('game-grid')?.props ?? {});
    expect(rows.source).toMatchObject({
      options: ['popular', 'hot'],
      control: { type: 'select' },
      table: { defaultValue: { summary: '"popular"' }, type: { summary: '"popular" | "hot"' } },
    });
    expect(rows.source?.description).toContain('`popular`: the most played games');
    expect(rows.count).toMatchObject({ control: { type: 'number', min: 1, max: 50 } });
    expect(rows.count?.description).toContain('Example: `12`, `20`.');
  });

  it('leaves story files outside the widgets, and arg types outside the schema, as they were', () => {
    const own = { onClose: { name: 'onClose', action: 'closed' } };
    const context = { parameters: { fileName: './src/ui/button.stories.tsx' }, argTypes: own };
    expect(widgetArgTypesEnhancer(context as unknown as Parameters<typeof widgetArgTypesEnhancer>[0])).toBe(
      own,
    );
    const grid = widgetArgTypesEnhancer({
      parameters: { fileName: './src/widgets/game-grid/game-grid.stories.tsx' },
      argTypes: own,
    } as unknown as Parameters<typeof widgetArgTypesEnhancer>[0]);
    expect(grid.onClose).toEqual(own.onClose);
    expect(grid.count?.description).toContain('How many games');
  });

  it('opens a widget’s docs page with its site.json type and description', () => {
    expect(
      widgetDescriptionOfStoryFile({ fileName: './src/widgets/game-grid/game-grid.stories.tsx' }),
    ).toMatch(/^`game-grid`: ./);
    expect(widgetDescriptionOfStoryFile({ fileName: './src/ui/button.stories.tsx' })).toBeUndefined();
  });

  it('keeps the underscores of banner groups out of Markdown emphasis, and code spans as they are', () => {
    expect(plainForMarkdown('Shows w_home (see `w_home`) *twice*')).toBe(
      'Shows w\\_home (see `w_home`) \\*twice\\*',
    );
  });

  it('every whitelabel has its home page story', () => {
    const stories = fs.readFileSync(
      path.resolve(__dirname, '../../src/app/merchant-home.stories.tsx'),
      'utf8',
    );
    const drawn = [...stories.matchAll(/= homeOf\('([a-z0-9-]+)'\)/g)].map((m) => m[1]);
    expect(whitelabelCodes.length).toBeGreaterThanOrEqual(3);
    expect(drawn).toEqual(whitelabelCodes);
  });
});
