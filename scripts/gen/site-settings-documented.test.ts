import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAjv } from '../../server/site-files/site-validator';
import { widgetRegistry } from '../../src/widgets/registry';
import { widgetDocs } from './widget-docs';

/**
 * Beyond the widgets' own settings (widget-settings-documented.test.ts), everything else a
 * merchant writes in site.json and theme.json (merchant, theme tokens, languages, settings, nav
 * items, pages, conditions, banner groups, popups, centre pages, a node's id and `when`) carries
 * a description and an example in the generated schemas, and every example is a value the
 * setting accepts. The registry's props schemas are checked at their source too, so a widget
 * outside the generated file (not yet generated) cannot slip through.
 */
type JsonSchema = {
  description?: unknown;
  examples?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas', file), 'utf8')) as JsonSchema & {
    $id: string;
  };

/** Each setting under `schema`: its readable path and its JSON pointer from `pointer`. */
function settingsOf(
  schema: JsonSchema,
  pointer = '',
  at = '',
): { name: string; pointer: string; schema: JsonSchema }[] {
  const out: { name: string; pointer: string; schema: JsonSchema }[] = [];
  const visit = (node: JsonSchema, ptr: string, where: string) => {
    for (const [key, setting] of Object.entries(node.properties ?? {})) {
      const name = where ? `${where}.${key}` : key;
      const own = `${ptr}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      out.push({ name, pointer: own, schema: setting });
      visit(setting, own, name);
    }
    if (node.items) visit(node.items, `${ptr}/items`, `${where}[]`);
    for (const kind of ['anyOf', 'oneOf', 'allOf'] as const) {
      node[kind]?.forEach((branch, i) => visit(branch, `${ptr}/${kind}/${i}`, where));
    }
  };
  visit(schema, pointer, at);
  return out;
}

const documented = (s: JsonSchema) => [
  typeof s.description === 'string' && s.description.trim() !== '' ? null : 'description',
  Array.isArray(s.examples) && s.examples.length > 0 ? null : 'example',
];

/** `<path>: no description and/or no example` for each undocumented setting. */
function undocumented(settings: { name: string; schema: JsonSchema }[]): string[] {
  const out = settings.flatMap(({ name, schema }) => {
    const lacks = documented(schema).filter(Boolean);
    return lacks.length > 0 ? [`${name}: no ${lacks.join(' and no ')}`] : [];
  });
  return [...new Set(out)];
}

/** Every setting of the site schema, a node's props included (each widget's branch). */
function siteSettings() {
  const site = read('site.schema.json');
  const { $defs, ...top } = site;
  const nodes = ($defs?.node?.oneOf ?? []).flatMap((branch, i) => {
    const type = String((branch.properties?.type as { const?: string } | undefined)?.const);
    return settingsOf(branch, `/$defs/node/oneOf/${i}`, `node(${type})`);
  });
  return {
    site,
    settings: [
      ...settingsOf(top),
      ...settingsOf($defs?.condition ?? {}, '/$defs/condition', 'condition'),
      ...nodes,
    ],
  };
}

describe('site and theme settings in the generated schemas', () => {
  it('every setting merchants write has a description and an example', () => {
    const { settings } = siteSettings();
    expect(settings.length).toBeGreaterThan(500);
    expect(undocumented(settings)).toEqual([]);
    expect(undocumented(settingsOf(read('theme.schema.json')))).toEqual([]);
  });

  it('every example is a value its setting accepts', () => {
    // Set up as the platform's validator is: defaults filled, nodes discriminated by `type`.
    const ajv = siteAjv();
    const wrong: string[] = [];
    for (const [file, settings] of [
      ['site.schema.json', siteSettings().settings],
      ['theme.schema.json', settingsOf(read('theme.schema.json'))],
    ] as const) {
      const schema = read(file);
      ajv.addSchema(schema);
      for (const { name, pointer, schema: setting } of settings) {
        if (!Array.isArray(setting.examples)) continue;
        // Through the whole file, so a setting that refers to `#/$defs/...` resolves.
        const check = ajv.getSchema(`${schema.$id}#${pointer}`);
        if (!check) throw new Error(`${file}: no schema at ${pointer}`);
        for (const example of setting.examples) {
          if (!check(structuredClone(example))) wrong.push(`${file} › ${name}: ${JSON.stringify(example)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every widget’s props schema in the registry documents each of its settings', async () => {
    const missing: string[] = [];
    for (const widget of widgetRegistry) {
      const { propsSchema } = await widgetDocs(widget.type);
      const plain = JSON.parse(JSON.stringify(propsSchema)) as JsonSchema;
      missing.push(...undocumented(settingsOf(plain, '', widget.type)));
    }
    expect(missing).toEqual([]);
  });

  it('the check names each setting without a description or without an example, nested ones too', () => {
    const schema: JsonSchema = {
      properties: {
        nav: {
          description: 'Items.',
          examples: [[]],
          items: { properties: { route: { description: 'Where it goes.' }, icon: { examples: ['live'] } } },
        },
      },
    };
    expect(undocumented(settingsOf(schema))).toEqual([
      'nav[].route: no example',
      'nav[].icon: no description',
    ]);
  });
});
