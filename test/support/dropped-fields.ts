// What Fastify's serializer would leave out of an answer: it writes only the properties a response schema names (an
// object with neither additionalProperties nor patternProperties drops every other key, silently). A field the read
// side returns that the answer does not declare is lost on the way to the screen; these are those fields' paths.

type Schema = {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  anyOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The JSON type the serializer writes the value as. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'string';
  return typeof value === 'number' ? 'number' : typeof value;
}

/** Whether a branch of a union can be the one the value is written by (a schema without a type takes anything). */
function fits(schema: Schema, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = jsonType(value);
  return types.includes(type) || (type === 'number' && types.includes('integer'));
}

/** The schemas `schema` names by $id or under $defs (TypeBox's Cyclic), so that a $ref can be followed. */
function withDefinitions(schema: Schema, defs: Map<string, Schema>): Map<string, Schema> {
  if (!schema.$defs && !schema.$id) return defs;
  const more = new Map(defs);
  if (schema.$id) more.set(schema.$id, schema);
  for (const [name, def] of Object.entries(schema.$defs ?? {})) {
    more.set(name, def);
    more.set(`#/$defs/${name}`, def);
    if (def.$id) more.set(def.$id, def);
  }
  return more;
}

/** The paths (`rows.0.partnerId`) of the keys in `value` that `schema` would not write. */
export function droppedKeys(schema: Schema, value: unknown, path = '', defs = new Map<string, Schema>()): string[] {
  const known = withDefinitions(schema, defs);
  if (schema.$ref) {
    const target = known.get(schema.$ref);
    if (!target) throw new Error(`unresolved $ref ${schema.$ref} at ${path || '(root)'}`);
    return droppedKeys(target, value, path, known);
  }
  if (schema.anyOf) {
    // The branch of the value's type that keeps the most: a union of objects drops what none of its branches names.
    const typed = schema.anyOf.filter((branch) => fits(branch, value));
    const branches = (typed.length ? typed : schema.anyOf).map((branch) => droppedKeys(branch, value, path, known));
    return branches.reduce((best, next) => (next.length < best.length ? next : best));
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.flatMap((item, i) => droppedKeys(items, item, `${path}${i}.`, known)) : [];
  }
  // Only an object schema filters keys; one with no type nor properties (Type.Unknown) is written as it is.
  if (!isPlainObject(value) || (schema.type !== 'object' && schema.properties === undefined)) return [];
  const properties = schema.properties ?? {};
  const patterns = Object.entries(schema.patternProperties ?? {}).map(([p, s]) => [new RegExp(p, 'u'), s] as const);
  const extra = schema.additionalProperties;
  return Object.entries(value).flatMap(([key, field]) => {
    if (field === undefined) return [];
    const named = properties[key] ?? patterns.find(([pattern]) => pattern.test(key))?.[1];
    const own = named ?? (typeof extra === 'object' ? extra : undefined);
    if (own) return droppedKeys(own, field, `${path}${key}.`, known);
    return extra === true ? [] : [`${path}${key}`];
  });
}
