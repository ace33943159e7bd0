// `npm run seed:demo`: fills a RUNNING Varia with a believable demo through its public HTTP API, as a super
// user would by hand: partners of each type, their markets and business-node trees, an internal admin and
// one partner user of every role (all signed up, so they can sign in), a concept-only user and one
// invitation left pending. Re-running skips whatever already exists.
//
//   SEED_URL                  the product's base URL (default http://localhost:${PORT || 3000})
//   BOOTSTRAP_SUPER_EMAIL     the super user to sign in as (default super@varia.local)
//   BOOTSTRAP_SUPER_PASSWORD  its password (default Varia-super-2026-local)
//
// Every demo user's password is DEMO_PASSWORD below.
import type { NodeType } from '../domain/business-tree/events';
import type { PartnerType } from '../domain/partner/events';
import type { Role } from '../domain/roles';
import { MESSAGES } from '../domain/shared/errors';
import { passwordError } from '../domain/shared/password-rules';

const BASE_URL = (process.env.SEED_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const SUPER_EMAIL = process.env.BOOTSTRAP_SUPER_EMAIL ?? 'super@varia.local';
const SUPER_PASSWORD = process.env.BOOTSTRAP_SUPER_PASSWORD ?? 'Varia-super-2026-local';
export const DEMO_PASSWORD = 'Demo-password-2026';

// ─── The demo, as data ────────────────────────────────────────────────────────────────────────────────

interface NodeSpec {
  name: string;
  type: NodeType;
  /** Market nodes point at the partner's market of the same name. */
  market: string | null;
  children: NodeSpec[];
}
const nodeOf =
  (type: NodeType) =>
  (name: string, ...children: NodeSpec[]): NodeSpec => ({ name, type, market: null, children });
const region = nodeOf('region');
const advertiser = nodeOf('advertiser');
const brand = nodeOf('brand');
const market = (name: string, ...children: NodeSpec[]): NodeSpec => ({ name, type: 'market', market: name, children });

interface UserSpec {
  email: string;
  name: string;
  role: Role;
}
interface PartnerUserSpec extends UserSpec {
  /** Names from a top node down to the node the user is invited to. */
  node: string[];
  isConceptOnly?: boolean;
  /** Leave the invitation unanswered. */
  pending?: boolean;
}
interface PartnerSpec {
  name: string;
  type: PartnerType;
  markets: string[];
  tree: NodeSpec[];
  users: PartnerUserSpec[];
}

const INTERNAL_USERS: UserSpec[] = [{ email: 'ada.admin@varia.local', name: 'Ada Admin', role: 'ADMIN' }];

const NORTHWIND = 'northwind.example';
const PARTNERS: PartnerSpec[] = [
  { name: 'Varia Studio', type: 'Internal', markets: [], tree: [], users: [] },
  {
    name: 'Demo Motors',
    type: 'Demo',
    markets: ['Germany', 'France', 'United States'],
    tree: [
      region('Europe', market('Germany', advertiser('Demo Motors Germany', brand('Roadster'), brand('City EV'))), market('France', advertiser('Demo Motors France', brand('Roadster')))),
      region('North America', market('United States', advertiser('Demo Motors USA', brand('Roadster'), brand('Pickup')))),
    ],
    users: [{ email: 'dana.demo@demo-motors.example', name: 'Dana Demo', role: 'SELF_SERVICE_ADMIN', node: ['Europe'] }],
  },
  {
    name: 'Northwind Beverages',
    type: 'Client',
    markets: ['Germany', 'France', 'United Kingdom', 'United States', 'Spain'],
    tree: [
      region(
        'Europe',
        market('Germany', advertiser('Northwind Germany', brand('Northwind Cola'), brand('Northwind Sparkling'))),
        market('France', advertiser('Northwind France', brand('Northwind Cola'))),
        market('United Kingdom', advertiser('Northwind UK', brand('Northwind Lemonade'))),
      ),
      region('North America', market('United States', advertiser('Northwind USA', brand('Northwind Cola'), brand('Northwind Iced Tea')))),
    ],
    users: [
      { email: `sara.ssadmin@${NORTHWIND}`, name: 'Sara Self-Service Admin', role: 'SELF_SERVICE_ADMIN', node: ['Europe'] },
      { email: `sam.ssmanager@${NORTHWIND}`, name: 'Sam Self-Service Manager', role: 'SELF_SERVICE_MANAGER', node: ['North America'] },
      { email: `rita.ssreviewer@${NORTHWIND}`, name: 'Rita Self-Service Reviewer', role: 'SELF_SERVICE_REVIEWER', node: ['North America', 'United States'] },
      { email: `max.manager@${NORTHWIND}`, name: 'Max Manager', role: 'MANAGER', node: ['Europe', 'Germany'] },
      { email: `rob.reviewer@${NORTHWIND}`, name: 'Rob Reviewer', role: 'REVIEWER', node: ['Europe', 'Germany', 'Northwind Germany'] },
      { email: `anna.analyst@${NORTHWIND}`, name: 'Anna Analyst', role: 'ANALYST', node: ['Europe', 'Germany', 'Northwind Germany', 'Northwind Cola'] },
      { email: `chloe.concepts@${NORTHWIND}`, name: 'Chloe Concepts', role: 'REVIEWER', node: ['Europe', 'France'], isConceptOnly: true },
      { email: `paul.pending@${NORTHWIND}`, name: 'Paul Pending', role: 'MANAGER', node: ['Europe', 'United Kingdom'], pending: true },
    ],
  },
  {
    name: 'Contoso Retail',
    type: 'Client',
    markets: ['Germany', 'United Kingdom', 'United States'],
    tree: [
      region('Europe', market('Germany', advertiser('Contoso Germany', brand('Contoso Home'), brand('Contoso Fashion'))), market('United Kingdom', advertiser('Contoso UK', brand('Contoso Home')))),
      region('North America', market('United States', advertiser('Contoso USA', brand('Contoso Home'), brand('Contoso Outdoor')))),
    ],
    users: [],
  },
];

// ─── HTTP ─────────────────────────────────────────────────────────────────────────────────────────────

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string } | null,
    what: string,
  ) {
    super(`${what} → ${status} ${body?.message ?? JSON.stringify(body)}`);
  }
}

/** A cookie-keeping client, like a browser tab: one per signed-in user. */
class Session {
  private cookie: string | null = null;

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${BASE_URL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('varia_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : null;
    if (!response.ok) throw new ApiError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  }
  get = <T>(path: string) => this.call<T>('GET', path);
  post = <T>(path: string, body: unknown) => this.call<T>('POST', path, body);
}

/** react-admin's simple-rest list query: one page big enough for a demo. */
const listQuery = (filter: Record<string, unknown> = {}) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const isAlreadyExist = (error: unknown) => error instanceof ApiError && error.status === 409 && error.body?.message === MESSAGES.alreadyExist;

/** Find it, else create it; a 409 'Already exist' (a concurrent run) means: look again, with `refind`. */
async function ensure<T>(label: string, find: () => Promise<T | undefined>, create: () => Promise<T>, refind = find): Promise<T> {
  const existing = await find();
  if (existing) {
    console.log(`  = ${label}`);
    return existing;
  }
  try {
    const created = await create();
    console.log(`  + ${label}`);
    return created;
  } catch (error) {
    const found = isAlreadyExist(error) ? await refind() : undefined;
    if (!found) throw error;
    console.log(`  = ${label}`);
    return found;
  }
}

// ─── Resources ────────────────────────────────────────────────────────────────────────────────────────

interface Partner { id: string; name: string; type: string }
interface Market { id: string; name: string }
interface TreeNode { id: string; name: string; children: TreeNode[] }
interface User { id: string; email: string; name: string | null; role: Role; status: string; invitationId: string | null }

async function ensurePartner(api: Session, spec: PartnerSpec): Promise<Partner> {
  const find = async () => (await api.get<Partner[]>(`/partners/admin?${listQuery({ q: spec.name })}`)).find((p) => sameName(p.name, spec.name));
  return ensure(`partner ${spec.name} (${spec.type})`, find, () => api.post<Partner>('/partners', { name: spec.name, type: spec.type }));
}

/** The partner's markets by name, created where missing. */
async function ensureMarkets(api: Session, partner: Partner, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of names) {
    const find = async () => (await api.get<Market[]>(`/markets/${partner.id}?${listQuery({ q: name })}`)).find((m) => sameName(m.name, name));
    const found = await ensure(`market ${name}`, find, () => api.post<Market>(`/markets/create/${partner.id}`, { name }));
    ids.set(name, found.id);
  }
  return ids;
}

/** Creates the missing nodes of `specs` under `parentId`; returns every node's id by its path ('Europe / Germany'). */
async function ensureNodes(
  api: Session,
  partner: Partner,
  markets: Map<string, string>,
  specs: NodeSpec[],
  existing: TreeNode[],
  parentId: string | null = null,
  path: string[] = [],
  ids = new Map<string, string>(),
): Promise<Map<string, string>> {
  for (const spec of specs) {
    const nodePath = [...path, spec.name];
    const marketId = spec.market === null ? null : requireKey(markets, spec.market, `market ${spec.market} of ${partner.name}`);
    const find = async () => existing.find((n) => sameName(n.name, spec.name));
    const create = () => api.post<TreeNode>(`/business-nodes?partnerId=${partner.id}`, { parentId, name: spec.name, type: spec.type, marketId });
    const node = await ensure(`${spec.type} ${pathKey(nodePath)}`, find, create, () => findNode(api, partner, nodePath));
    ids.set(pathKey(nodePath), node.id);
    await ensureNodes(api, partner, markets, spec.children, node.children ?? [], node.id, nodePath, ids);
  }
  return ids;
}

/** Looks a node up by its path in the partner's current tree (used after a concurrent 'Already exist'). */
async function findNode(api: Session, partner: Partner, path: string[]): Promise<TreeNode | undefined> {
  let level = await api.get<TreeNode[]>(`/business-nodes?partnerId=${partner.id}`);
  let node: TreeNode | undefined;
  for (const name of path) {
    node = level.find((n) => sameName(n.name, name));
    if (!node) return undefined;
    level = node.children;
  }
  return node;
}

const pathKey = (path: string[]) => path.join(' / ');

function requireKey(map: Map<string, string>, key: string, what: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`The demo data names ${what}, which it does not create`);
  return value;
}

async function ensureInternalUser(api: Session, spec: UserSpec): Promise<User> {
  const find = async () => (await api.get<User[]>(`/users/admins?${listQuery({ q: spec.email })}`)).find((u) => sameName(u.email, spec.email));
  return ensure(`internal user ${spec.email} (${spec.role})`, find, () => api.post<User>('/users', { ...spec, password: DEMO_PASSWORD }));
}

async function findPartnerUser(api: Session, partner: Partner, email: string): Promise<User | undefined> {
  const users = await api.get<User[]>(`/users/by-partner?partnerId=${partner.id}&${listQuery({ q: email })}`);
  return users.find((u) => sameName(u.email, email));
}

/** Invites the user to its node and, unless it is meant to stay pending, signs up through the invitation. */
async function ensurePartnerUser(api: Session, partner: Partner, nodes: Map<string, string>, spec: PartnerUserSpec): Promise<User> {
  const nodeId = requireKey(nodes, pathKey(spec.node), `node ${pathKey(spec.node)} of ${partner.name}`);
  const body = { email: spec.email, role: spec.role, partnerId: partner.id, isConceptOnly: spec.isConceptOnly ?? false };
  const user = await ensure(
    `${spec.pending ? 'pending ' : ''}user ${spec.email} (${spec.role}${spec.isConceptOnly ? ', concept-only' : ''})`,
    () => findPartnerUser(api, partner, spec.email),
    () => api.post<User>(`/business-nodes/invitations/node/${nodeId}`, body),
  );
  if (spec.pending || user.status !== 'PENDING' || !user.invitationId) return user;
  // The invitee's own browser: a fresh session, so the super user's stays signed in.
  await new Session().post(`/invitations/${user.invitationId}/accept`, { name: spec.name, password: DEMO_PASSWORD });
  console.log(`    accepted the invitation as ${spec.name}`);
  return (await findPartnerUser(api, partner, spec.email)) ?? user;
}

// ─── Run ──────────────────────────────────────────────────────────────────────────────────────────────

interface Row { email: string; role: string; partner: string; node: string; status: string; password: string }

async function seedPartner(api: Session, spec: PartnerSpec): Promise<Row[]> {
  const partner = await ensurePartner(api, spec);
  const markets = await ensureMarkets(api, partner, spec.markets);
  const tree = spec.tree.length ? await api.get<TreeNode[]>(`/business-nodes?partnerId=${partner.id}`) : [];
  const nodes = await ensureNodes(api, partner, markets, spec.tree, tree);
  const rows: Row[] = [];
  for (const userSpec of spec.users) {
    const user = await ensurePartnerUser(api, partner, nodes, userSpec);
    const password = user.status === 'PENDING' ? `(join: ${BASE_URL}/join/${user.invitationId})` : DEMO_PASSWORD;
    const role = `${user.role}${userSpec.isConceptOnly ? ' (concept-only)' : ''}`;
    rows.push({ email: user.email, role, partner: partner.name, node: pathKey(userSpec.node), status: user.status, password });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const columns = Object.keys(rows[0]!) as (keyof Row)[];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(line(columns.map((c) => c.toUpperCase())));
  console.log(line(widths.map((w) => '─'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

async function main(): Promise<void> {
  const weak = passwordError(DEMO_PASSWORD);
  if (weak) throw new Error(`DEMO_PASSWORD: ${weak}`);
  console.log(`Seeding the demo into ${BASE_URL} as ${SUPER_EMAIL}`);
  const api = new Session();
  await api.post('/auth/login', { username: SUPER_EMAIL, password: SUPER_PASSWORD });

  const rows: Row[] = [{ email: SUPER_EMAIL, role: 'SUPER', partner: '-', node: '-', status: 'ACTIVE', password: '(BOOTSTRAP_SUPER_PASSWORD)' }];
  console.log('internal users');
  for (const spec of INTERNAL_USERS) {
    const user = await ensureInternalUser(api, spec);
    rows.push({ email: user.email, role: user.role, partner: '-', node: '-', status: user.status, password: DEMO_PASSWORD });
  }
  for (const spec of PARTNERS) {
    console.log(`partner ${spec.name}`);
    rows.push(...(await seedPartner(api, spec)));
  }

  console.log(`\nDemo ready at ${BASE_URL}. Every demo user's password: ${DEMO_PASSWORD}\n`);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof TypeError && String(error.cause ?? '').includes('ECONNREFUSED')) {
    console.error(`Is Varia running at ${BASE_URL}? Start it with \`npm start\` or set SEED_URL.`);
  }
  process.exitCode = 1;
});
