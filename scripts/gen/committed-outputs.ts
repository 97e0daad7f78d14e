/**
 * The files `npm run gen` writes that are committed (the rest go to the ignored
 * tests/support/generated). CI regenerates them and fails when one differs from the commit,
 * so a contract or widget change can never land without the client, schemas and docs it implies.
 */
export const COMMITTED_GEN_OUTPUTS = [
  'src/api/endpoints.ts',
  'src/api/endpoints',
  'schemas/site.schema.json',
  'schemas/theme.schema.json',
  'schemas/platform.schema.json',
  'docs/api.md',
] as const;
