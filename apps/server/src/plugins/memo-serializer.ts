import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod response serializer, remembering its output per answer object. An answer served from the
 * catalogue cache (lib/cache) is the same object on every hit and is never changed, so it is checked
 * and stringified once instead of on every request (most of a hit's cost). Fresh answers are new
 * objects: they are serialized as before. One memory per route and status, so a shared object is
 * always serialized with the schema of the route that sends it.
 */
export const memoSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const done = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = done.get(data);
    if (json === undefined) {
      json = serialize(data);
      done.set(data, json);
    }
    return json;
  };
};
