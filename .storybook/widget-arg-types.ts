import type { ArgTypes, Preview } from '@storybook/react-vite';
import siteSchema from '../schemas/site.schema.json';

/**
 * Storybook's prop tables for widgets, read from the generated site schema: a setting's
 * description and examples are written once, in the widget's props schema, and the docs page,
 * the merchant's editor and `npm run validate` all show the same words.
 */

/** The part of JSON Schema a widget's props use. */
export interface PropSchema {
  type?: string;
  description?: string;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: PropSchema[];
  oneOf?: PropSchema[];
  items?: PropSchema;
  properties?: Record<string, PropSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  'x-site-text'?: boolean;
}

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
/** Arg types as enhancers return them: every row named. */
type NamedArgTypes = ReturnType<ArgTypesEnhancer>;

interface NodeBranch {
  description?: string;
  properties: { type: { const: string }; props: PropSchema };
}

const branches = (siteSchema as unknown as { $defs: { node: { oneOf: NodeBranch[] } } }).$defs.node.oneOf;

/** Each widget type's props schema and description, as merchants see them in site.json. */
export const widgetSchemas: ReadonlyMap<string, { description: string; props: PropSchema }> = new Map(
  branches.map((b) => [
    b.properties.type.const,
    { description: b.description ?? '', props: b.properties.props },
  ]),
);

/** The widget a story file shows: stories live in `src/widgets/<type>/`. */
export function widgetTypeOfStoryFile(fileName: unknown): string | undefined {
  if (typeof fileName !== 'string') return undefined;
  return /(?:^|\/)src\/widgets\/([a-z0-9-]+)\/[^/]+\.stories\.tsx?$/.exec(fileName)?.[1];
}

/** The values a setting takes when it is a closed list (an enum or a union of constants). */
function choicesOf(schema: PropSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0 && branches.every((b) => 'const' in b))
    return branches.map((b) => b.const);
  return undefined;
}

/** A short type name for the table's "type" column. */
function typeSummary(schema: PropSchema): string {
  const choices = choicesOf(schema);
  if (choices) return choices.map((c) => JSON.stringify(c)).join(' | ');
  if (schema['x-site-text']) return 'message id | { EN, CN, ... }';
  if (schema.type === 'array') return `${schema.items ? typeSummary(schema.items) : 'unknown'}[]`;
  if (schema.type === 'integer') return 'integer';
  if (schema.type) return schema.type;
  const branches = schema.anyOf ?? schema.oneOf;
  return branches ? branches.map(typeSummary).join(' | ') : 'unknown';
}

function control(schema: PropSchema): ArgTypes[string]['control'] {
  const choices = choicesOf(schema);
  if (choices?.every((c) => typeof c === 'string')) return { type: 'select' };
  switch (schema.type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return {
        type: 'number',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case 'string':
      return { type: 'text' };
    default:
      return { type: 'object' };
  }
}

/**
 * Storybook reads descriptions as Markdown: outside `code`, the schema's plain text keeps its
 * underscores and stars (w_home would otherwise turn into an italic "whome").
 */
export function plainForMarkdown(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/([_*])/g, '\\$1')))
    .join('');
}

/** The description shown in the table: the schema's words, then its examples as site.json text. */
export function describeSetting(schema: PropSchema): string {
  const examples = (schema.examples ?? []).map((e) => `\`${JSON.stringify(e)}\``).join(', ');
  return [plainForMarkdown(schema.description ?? ''), examples ? `Example: ${examples}.` : '']
    .filter(Boolean)
    .join('\n\n');
}

/** One row per setting of a widget's props: description, type, default, required, control. */
export function argTypesFromProps(props: PropSchema): NamedArgTypes {
  const required = new Set(props.required ?? []);
  const out: NamedArgTypes = {};
  for (const [name, schema] of Object.entries(props.properties ?? {})) {
    const choices = choicesOf(schema);
    out[name] = {
      name,
      description: describeSetting(schema),
      type: {
        name: 'other',
        value: typeSummary(schema),
        required: required.has(name) && schema.default === undefined,
      },
      table: {
        category: 'site.json settings',
        type: { summary: typeSummary(schema) },
        ...(schema.default !== undefined
          ? { defaultValue: { summary: JSON.stringify(schema.default) } }
          : {}),
      },
      control: control(schema),
      ...(choices ? { options: choices } : {}),
    };
  }
  return out;
}

/**
 * For a story file of a widget, put the widget's settings in the story's arg types (the docs
 * page's prop table and the controls). No story declares arg types of its own, so what Storybook
 * inferred from a story's args gives way to the schema's row; arg types outside the schema
 * (callbacks, children) stay as they were.
 */
export const widgetArgTypesEnhancer: ArgTypesEnhancer = (context) => {
  const type = widgetTypeOfStoryFile(context.parameters.fileName);
  const widget = type ? widgetSchemas.get(type) : undefined;
  if (!widget) return context.argTypes;
  const merged: NamedArgTypes = { ...context.argTypes };
  for (const [name, row] of Object.entries(argTypesFromProps(widget.props))) {
    merged[name] = { ...context.argTypes[name], ...row };
  }
  return merged;
};

/** A widget story file's docs page opens with the widget's description from the registry. */
export function widgetDescriptionOfStoryFile(
  parameters: { fileName?: unknown } | undefined,
): string | undefined {
  const type = widgetTypeOfStoryFile(parameters?.fileName);
  const widget = type ? widgetSchemas.get(type) : undefined;
  return widget ? `\`${type}\`: ${plainForMarkdown(widget.description)}` : undefined;
}
