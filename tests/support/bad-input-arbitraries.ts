import fc from 'fast-check';

/** A JSON Schema node as TypeBox writes it (only what the generators read). */
interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: SchemaNode;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

/** Values that break naive code: NUL, huge, negative, odd unicode, injection-looking text. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\uD800',
    '🎰'.repeat(50),
    'x'.repeat(70_000),
    -1,
    0,
    -0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    null,
    [],
    {},
    { $ne: null },
    [[[[[[[[[[]]]]]]]]]],
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
);

function stringOf(s: SchemaNode): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings do.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

/** Values shaped like the schema (often valid), the starting point of each mutation. */
export function shaped(s: SchemaNode, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => shaped(u, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? shaped(s.items, depth + 1) : fc.jsonValue(), {
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(s, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(s: SchemaNode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = shaped(v, depth + 1);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/**
 * A request input that is probably wrong: shaped like the schema, then one of:
 * a field of the wrong type or a nasty value, a required field dropped, an unknown
 * field added, or something that is not an object at all.
 */
export function badInput(schema: SchemaNode): fc.Arbitrary<unknown> {
  const base = shaped(schema) as fc.Arbitrary<unknown>;
  const keys = Object.keys(schema.properties ?? {});
  const mutations: fc.WeightedArbitrary<unknown>[] = [
    // Often well shaped, so calls get past validation into the handlers.
    { arbitrary: base, weight: 3 },
    {
      arbitrary: fc
        .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), nastyValue)
        .map(([b, k, v]) => (typeof b === 'object' && b !== null ? { ...b, [`x_${k}`]: v } : b)),
      weight: 1,
    },
    { arbitrary: nastyValue, weight: 1 },
  ];
  if (keys.length) {
    mutations.push(
      {
        arbitrary: fc
          .tuple(base, fc.constantFrom(...keys), nastyValue)
          .map(([b, k, v]) => (typeof b === 'object' && b !== null ? { ...b, [k]: v } : b)),
        weight: 2,
      },
      {
        arbitrary: fc.tuple(base, fc.constantFrom(...keys)).map(([b, k]) => {
          if (typeof b !== 'object' || b === null) return b;
          const copy = { ...(b as Record<string, unknown>) };
          delete copy[k];
          return copy;
        }),
        weight: 1,
      },
    );
  }
  return fc.oneof(...mutations);
}

/** Percent-encoding of any string (a lone surrogate becomes U+FFFD, as a browser sends it). */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));

/** A query string for an input object (objects as JSON, arrays as repeated keys). */
export function toQuery(input: unknown): string {
  if (typeof input !== 'object' || input === null) return `v=${enc(String(input))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) {
      const text = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);
      parts.push(`${enc(k)}=${enc(text)}`);
    }
  }
  return parts.join('&');
}
