type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const MIN_LENGTH = 80;

/**
 * Move every subschema that occurs more than once into `$defs` and refer to it:
 * ajv then generates its checking code once (a function) instead of once per
 * occurrence, which is what made the browser's precompiled validator large.
 * The meaning of the schema is unchanged.
 */
export function hoistSharedSchemas(schema: JsonObject): JsonObject {
  const counts = new Map<string, number>();
  const count = (node: Json, isMap: boolean) => {
    if (Array.isArray(node)) return node.forEach((n) => count(n, false));
    if (!isObject(node)) return;
    if (!isMap) {
      const key = JSON.stringify(node);
      if (key.length >= MIN_LENGTH) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [k, v] of Object.entries(node)) count(v, !isMap && isSchemaMap(k));
  };
  count(schema, false);

  const defs: JsonObject = { ...((schema.$defs as JsonObject | undefined) ?? {}) };
  const names = new Map<string, string>();
  const replace = (node: Json, isMap: boolean, top: boolean): Json => {
    if (Array.isArray(node)) return node.map((n) => replace(n, false, false));
    if (!isObject(node)) return node;
    if (!isMap && !top) {
      const key = JSON.stringify(node);
      if ((counts.get(key) ?? 0) > 1) {
        let name = names.get(key);
        if (!name) {
          name = `shared${names.size + 1}`;
          names.set(key, name);
          defs[name] = walkChildren(node);
        }
        return { $ref: `#/$defs/${name}` };
      }
    }
    return walkChildren(node);
  };
  const walkChildren = (node: JsonObject): JsonObject =>
    Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replace(v, isSchemaMap(k), false)]));

  const out = replace(schema, false, true) as JsonObject;
  // Definitions that existed before were walked as children of `$defs` above; keep the new ones too.
  return { ...out, $defs: { ...(out.$defs as JsonObject), ...pick(defs, names) } };
}

function pick(defs: JsonObject, names: Map<string, string>): JsonObject {
  return Object.fromEntries([...names.values()].map((n) => [n, defs[n] as Json]));
}

/** Keywords whose value maps names to subschemas (the names are not schemas themselves). */
function isSchemaMap(keyword: string): boolean {
  return keyword === 'properties' || keyword === '$defs' || keyword === 'patternProperties';
}

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
