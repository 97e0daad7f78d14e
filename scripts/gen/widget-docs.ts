import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from '@sinclair/typebox';

/** What each widget's `<type>.props.ts` exports for the tools: its props' schema, its name and what it does. */
export interface WidgetDocs {
  propsSchema: TSchema;
  title: string;
  description: string;
}

/**
 * A widget's docs, from its props file, loaded by path: the portal's registrations do not name
 * the file, so neither it nor the schema library reaches a browser chunk.
 */
export async function widgetDocs(type: string): Promise<WidgetDocs> {
  const file = path.resolve('src', 'widgets', type, `${type}.props.ts`);
  const docs = (await import(pathToFileURL(file).href)) as Partial<WidgetDocs>;
  if (!docs.propsSchema || typeof docs.title !== 'string' || typeof docs.description !== 'string')
    throw new Error(`${file} must export propsSchema, title and description`);
  return docs as WidgetDocs;
}
