/** The shape of site.json this code reads. Older files are migrated up on load. */
export const CURRENT_SITE_SCHEMA_VERSION = 4;
