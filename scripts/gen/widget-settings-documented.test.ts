import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

/**
 * Merchants read widget settings in their editor (site.json names the schema in "$schema") and
 * in `npm run validate`: every setting of every widget, nested ones too, carries a description
 * and at least one example in the generated site schema. A `default` is not an example.
 */
type JsonSchema = {
  description?: unknown;
  examples?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
};

const schemaFile = path.resolve(__dirname, '../../schemas/site.schema.json');

/** `<setting path>: what it lacks`, for every undocumented setting under `schema`. */
function undocumentedSettings(schema: JsonSchema, at = ''): string[] {
  const out: string[] = [];
  const visit = (node: JsonSchema, where: string) => {
    for (const [key, setting] of Object.entries(node.properties ?? {})) {
      const name = where ? `${where}.${key}` : key;
      const lacks = [
        typeof setting.description === 'string' && setting.description.trim() !== '' ? null : 'description',
        Array.isArray(setting.examples) && setting.examples.length > 0 ? null : 'example',
      ].filter(Boolean);
      if (lacks.length > 0) out.push(`${name}: no ${lacks.join(' and no ')}`);
      inner(setting, name);
    }
  };
  const inner = (node: JsonSchema, where: string) => {
    visit(node, where);
    if (node.items) inner(node.items, `${where}[]`);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      inner(branch, where);
  };
  inner(schema, at);
  return [...new Set(out)];
}

describe('widget settings in the site schema', () => {
  const site = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as {
    $defs: { node: { oneOf: { properties: { type: { const: string }; props: JsonSchema } }[] } };
  };
  const widgets = site.$defs.node.oneOf;

  it('lists every widget', () => {
    expect(widgets.length).toBeGreaterThan(70);
  });

  it('every widget setting has a description and an example', () => {
    const missing = widgets.flatMap((w) =>
      undocumentedSettings(w.properties.props).map((m) => `${w.properties.type.const} › ${m}`),
    );
    expect(missing).toEqual([]);
  });

  it('every example is a value the setting accepts', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const wrong: string[] = [];
    const visit = (type: string, node: JsonSchema, where: string) => {
      for (const [key, setting] of Object.entries(node.properties ?? {})) {
        const name = where ? `${where}.${key}` : key;
        if (Array.isArray(setting.examples)) {
          const check = ajv.compile(setting);
          for (const example of setting.examples) {
            if (!check(example)) wrong.push(`${type} › ${name}: ${JSON.stringify(example)}`);
          }
        }
        inner(type, setting, name);
      }
    };
    const inner = (type: string, node: JsonSchema, where: string) => {
      visit(type, node, where);
      if (node.items) inner(type, node.items, `${where}[]`);
      for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
        inner(type, branch, where);
      }
    };
    for (const w of widgets) inner(w.properties.type.const, w.properties.props, '');
    expect(wrong).toEqual([]);
  });

  it('the check names a setting without a description or without an example', () => {
    const props: JsonSchema = {
      properties: {
        pageSize: { default: 20 } as JsonSchema,
        columns: {
          description: 'Columns.',
          examples: [[]],
          items: { properties: { href: { description: 'Where the link goes.' } } },
        },
      },
    };
    expect(undocumentedSettings(props)).toEqual([
      'pageSize: no description and no example',
      'columns[].href: no example',
    ]);
  });
});
