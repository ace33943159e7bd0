// No input the read side cannot hold (issue 17 §1): every string a served operation takes, in its JSON or
// multipart body, its query or its path, is sent 1 MB long by a super user (so no gate refuses first), on real
// partner, concept, campaign and tree ids. Each must answer a 4xx that is not the gate's, and the event store's
// head must not move. Free text must also say in OpenAPI how long it may be (maxLength).
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { partnerFixture } from '../support/fixtures';
import { campaignWithTrees, expectStatus, newVariant } from './personalise-fixture';

const w = useApiTest({ roles: [] });

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  examples?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Probe {
  label: string;
  method: string;
  url: string;
  body?: string | FormData;
}

const BIG = 'a'.repeat(1024 * 1024);
const FAKE_ID = '0123456789abcdef01234567';
const NO_NUL = '^[^\\u0000]*$';

let doc: { paths: Record<string, Record<string, Operation>>; components?: unknown };
let ids: Record<string, string>;

beforeAll(async () => {
  const campaign = await campaignWithTrees(w.su, w.acme, 'Sweep');
  const { conceptId } = (await w.su.get(`/campaigns/${campaign.campaignId}`)).body as { conceptId: string };
  const { templates } = (await w.su.get(`/assets/concepts/${conceptId}`)).body as { templates: { id: string }[] };
  const tree = `/campaigns/${campaign.campaignId}/personalize/${campaign.google}`;
  const variant = await newVariant(w.su, tree, 'Sweep variant');
  const signal = expectStatus(
    await w.su.post(`${tree}/signal`, { name: 'Sweep segment', type: 'userSegment', segmentType: 'Custom' }),
    201,
  ).body.id as string;
  ids = {
    partner: w.acme.partnerId,
    node: w.acme.childNodeId,
    concept: conceptId,
    campaign: campaign.campaignId,
    tree: campaign.google,
    template: templates[0]!.id,
    variant,
    signal,
  };
  doc = await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json());
}, 120_000);

function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref)
    s = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, key) => node[key], doc) as Schema;
  return s;
}
const options = (s: Schema) => (s.anyOf ?? s.oneOf ?? []).map(resolve).filter((o) => o.type !== 'null');
const isFreeString = (s: Schema) =>
  s.type === 'string' && s.enum === undefined && s.const === undefined && s.format !== 'binary';

/** A value the schema takes, as far as a sample can: the real ids where an id goes. */
function sample(schema: Schema | undefined, id: string): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (options(s).length > 0) return sample(options(s)[0], id);
  if (s.examples?.length) return s.examples[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.pattern?.includes('[0-9a-f]{24}')) return id;
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, id));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key], id)]));
    default:
      return null;
  }
}

/** The sample with one string, in turn each string the schema holds (keys included), 1 MB long: [where, value]. */
function* withBig(schema: Schema | undefined, id: string, where = ''): Generator<[string, unknown]> {
  const s = resolve(schema);
  // A recursive schema (any JSON) is swept two levels deep.
  if (where.split(/[.[{<]/).length > 8) return;
  for (const option of options(s)) yield* withBig(option, id, where);
  if (isFreeString(s)) yield [where, BIG];
  if (s.type === 'array' && s.items) for (const [at, value] of withBig(s.items, id, `${where}[]`)) yield [at, [value]];
  if (s.type !== 'object') return;
  const base = sample(s, id) as Record<string, unknown>;
  for (const [key, property] of Object.entries(s.properties ?? {}))
    for (const [at, value] of withBig(property, id, `${where}.${key}`)) yield [at, { ...base, [key]: value }];
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  if (extra) for (const [at, value] of withBig(extra, id, `${where}{*}`)) yield [at, { ...base, k: value }];
  if (s.propertyNames && isFreeString(resolve(s.propertyNames)))
    yield [`${where}<key>`, { ...base, [BIG]: sample(extra, id) }];
}

/** The real id a path parameter names, by the resource the path is about. */
function idFor(path: string, name: string): string {
  if (name === 'treeId') return ids.tree!;
  if (name === 'templateId') return ids.template!;
  if (name === 'variantId') return ids.variant!;
  if (name === 'signalId') return ids.signal!;
  if (name === 'partnerId') return ids.partner!;
  if (name === 'nodeId') return ids.node!;
  if (name !== 'id') return FAKE_ID;
  if (path.startsWith('/api/v1/campaigns/')) return ids.campaign!;
  if (path.startsWith('/api/v1/assets/concepts/') || path.startsWith('/api/v1/concepts/')) return ids.concept!;
  if (path.startsWith('/api/v1/partners/') || path.startsWith('/api/v1/markets/')) return ids.partner!;
  if (path.startsWith('/api/v1/business-nodes/')) return ids.node!;
  return FAKE_ID;
}

/** The id a body's id fields take: the campaign's on campaign routes, else the concept's. */
const bodyId = (path: string) => (path.startsWith('/api/v1/campaigns') ? ids.campaign! : ids.concept!);

/** Every probe: one per string of each operation, the rest of the request as valid as a sample makes it. */
function probes(): Probe[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).flatMap(([method, op]) => {
      const params = op.parameters ?? [];
      const url = (override?: Parameter) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(override?.in === 'path' && override.name === name ? BIG : idFor(path, name)),
        );
        const query = params
          .filter((p) => p.in === 'query' && (p.required || p === override))
          .map((p) => `${p.name}=${encodeURIComponent(p === override ? BIG : String(sample(p.schema, ids.partner!)))}`);
        return `${w.t.baseUrl}${filled}${query.length ? `?${query.join('&')}` : ''}`;
      };
      const label = `${method.toUpperCase()} ${path}`;
      const json = op.requestBody?.content['application/json']?.schema;
      const form = op.requestBody?.content['multipart/form-data']?.schema;
      const jsonBody = json ? JSON.stringify(sample(json, bodyId(path))) : undefined;
      const asParams = params.filter((p) => ['query', 'path'].includes(p.in) && isFreeString(resolve(p.schema)));
      return [
        ...asParams.map((p): Probe => ({ label: `${label} ${p.in}:${p.name}`, method, url: url(p), body: jsonBody })),
        ...(json
          ? [...withBig(json, bodyId(path))].map(([at, body]): Probe => ({
              label: `${label} body${at}`,
              method,
              url: url(),
              body: JSON.stringify(body),
            }))
          : []),
        ...Object.entries(resolve(form).properties ?? {})
          .filter(([, field]) => isFreeString(resolve(field)))
          .map(([name]): Probe => {
            const data = new FormData();
            data.append(name, BIG);
            return { label: `${label} form:${name}`, method, url: url(), body: data };
          }),
      ];
    }),
  );
}

async function send({ method, url, body }: Probe): Promise<number> {
  const headers: Record<string, string> = { cookie: w.su.cookieHeader() };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: method.toUpperCase(), headers, body });
  await response.arrayBuffer();
  return response.status;
}

describe('input limits sweep', () => {
  it('answers every 1 MB string of every operation with a 4xx of validation, appending nothing', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(500);
    const head = await w.t.system.deps.store.headPosition();
    const answers: string[] = [];
    // A few at a time: each probe is refused before its body is read or right after, so this is quick.
    for (let i = 0; i < all.length; i += 8) {
      const batch = all.slice(i, i + 8);
      const statuses = await Promise.all(batch.map(send));
      batch.forEach((probe, j) => answers.push(`${probe.label} → ${statuses[j]}`));
    }
    const wrong = answers.filter((line) => !/ → 4(?:00|13|14|15|22|31)$/.test(line));
    expect(wrong).toEqual([]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  }, 180_000);

  it('says in OpenAPI how long each free text a request carries may be', () => {
    const unbounded = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, op]) => {
        const schemas = [
          ...(op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p): [string, Schema] => [`query:${p.name}`, p.schema]),
          ...Object.entries(op.requestBody?.content ?? {}).map(([type, { schema }]): [string, Schema] => [
            type,
            schema,
          ]),
        ];
        return schemas.flatMap(([where, schema]) =>
          freeTexts(schema, where).map((at) => `${method.toUpperCase()} ${path} ${at}`),
        );
      }),
    );
    expect(unbounded).toEqual([]);
  });
});

/** Where the schema takes any text (no pattern but the no-NUL one) without a maxLength. */
function freeTexts(schema: Schema | undefined, where: string): string[] {
  const s = resolve(schema);
  if (where.split(/[.[{<]/).length > 8) return [];
  const own =
    isFreeString(s) &&
    s.format === undefined &&
    (s.pattern === undefined || s.pattern === NO_NUL) &&
    s.maxLength === undefined
      ? [where]
      : [];
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  return [
    ...own,
    ...options(s).flatMap((option) => freeTexts(option, where)),
    ...Object.entries(s.properties ?? {}).flatMap(([key, property]) => freeTexts(property, `${where}.${key}`)),
    ...(s.items ? freeTexts(s.items, `${where}[]`) : []),
    ...(extra ? freeTexts(extra, `${where}{*}`) : []),
    ...(s.propertyNames ? freeTexts(s.propertyNames, `${where}<key>`) : []),
  ];
}
