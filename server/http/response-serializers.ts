import fastJsonStringify from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

/**
 * The contract's response schemas are module-level objects, so every build of the app in one
 * process hands Fastify the same schema objects. Fastify compiles a serializer per route each
 * time an app is built (half a second for the whole contract); this keeps one per schema for
 * the process. The validators need no such thing: Ajv already keeps one per schema object.
 */
const compiled = new WeakMap<object, Serialize>();

export function serializerFor({ schema }: { schema: object }): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}
