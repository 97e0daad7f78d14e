import fs from 'node:fs';
import path from 'node:path';
import { PlatformSettingsSchema } from '../../schemas/platform/platform-settings';

/** schemas/platform.schema.json: platform.json's schema for editors (through "$schema"). */
export function generatePlatformSchema(): void {
  const file = path.join(process.cwd(), 'schemas', 'platform.schema.json');
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Tessera platform settings (platform.json)',
    ...JSON.parse(JSON.stringify(PlatformSettingsSchema)),
  } as Record<string, unknown>;
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}
