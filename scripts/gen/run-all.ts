import { generateApiDocs } from './generate-api-docs';
import { generateClientEndpoints } from './generate-client-endpoints';
import { generatePlatformSchema } from './generate-platform-schema';
import { generateSiteSchema } from './generate-site-schema';

/** Everything generated from the sources: run before dev, build, tests and Storybook. */
await generateClientEndpoints();
await generateSiteSchema();
generatePlatformSchema();
await generateApiDocs();
console.log(
  'gen: src/api/endpoints.ts, schemas/site.schema.json, schemas/platform.schema.json, the site validator and the calls of docs/api.md are up to date',
);
