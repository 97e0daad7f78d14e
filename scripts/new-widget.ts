import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run new-widget -- <type> "<Title>"`: a widget folder with its component,
 * props schema, definition, styles, story and test, added to the registry.
 * Every file is a starting point to finish, not a placeholder to ship.
 */
const [type, title = type] = process.argv.slice(2);
if (!type || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) {
  console.error('usage: npm run new-widget -- <kebab-case-type> "<Title>"');
  process.exit(1);
}
const pascal = type.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const camel = pascal[0]!.toLowerCase() + pascal.slice(1);
const dir = path.join('src', 'widgets', type);
if (fs.existsSync(dir)) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
fs.mkdirSync(dir, { recursive: true });

const files: Record<string, string> = {
  [`${type}.props.ts`]: `import { Type, type Static } from '@sinclair/typebox';

/** The widget's name and what it does on the page, for the site schema's docs and Storybook. */
export const title = '${title}';
export const description = '';

/**
 * Each setting carries a \`description\` (what it changes on the page, its unit, what happens when
 * left out) and \`examples\`: merchants read both in their editor and in \`npm run validate\`.
 */
export const propsSchema = Type.Object({}, { additionalProperties: false });

export type ${pascal}Props = Static<typeof propsSchema>;
`,
  [`${type}.widget.ts`]: `import { defineWidget } from '../define-widget';
import type { ${pascal}Props } from './${type}.props';

export const ${camel}Widget = defineWidget<${pascal}Props>({
  type: '${type}',
  load: () => import('./${type}'),
});
`,
  [`${type}.tsx`]: `import type { WidgetBaseProps } from '../define-widget';
import type { ${pascal}Props } from './${type}.props';
import styles from './${type}.module.css';

export default function ${pascal}(_props: ${pascal}Props & WidgetBaseProps) {
  return <div className={styles.root} />;
}
`,
  [`${type}.module.css`]: `.root {
}
`,
  [`${type}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import ${pascal} from './${type}';

const meta = {
  title: 'Widgets/${title}',
  component: ${pascal},
  args: {},
} satisfies Meta<typeof ${pascal}>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
`,
  [`${type}.test.tsx`]: `import { describe, expect, it } from 'vitest';

describe('${type} widget', () => {
  it('is tested', () => {
    expect.fail('Write this widget’s tests (as a user would use it) before landing it.');
  });
});
`,
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

const registry = path.join('src', 'widgets', 'registry.ts');
let source = fs.readFileSync(registry, 'utf8');
source = source.replace(
  /(import type \{ WidgetDefinition \} from '.\/define-widget';\n)/,
  `$1import { ${camel}Widget } from './${type}/${type}.widget';\n`,
);
source = source.replace(/(export const widgetRegistry[^\n]*\n)/, `$1  ${camel}Widget,\n`);
fs.writeFileSync(registry, source);
console.log(`created ${dir}/ and registered ${camel}Widget; run npm run gen to update the site schema`);
