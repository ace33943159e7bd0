// A demo partner with its markets and business-node tree, each created only where missing.
import { listQuery, sameName, type ApiClient } from './api-client';
import type { NodeSpec, PartnerSpec } from './data';
import { ensure, pathKey, requireKey, type Seeding } from './ensure';

export interface Partner {
  id: string;
  name: string;
  type: string;
}
interface Market {
  id: string;
  name: string;
}
interface TreeNode {
  id: string;
  name: string;
  children: TreeNode[];
}

/** A seeded partner and its nodes' ids by path ('Europe / Germany'). */
export interface SeededPartner {
  partner: Partner;
  nodes: Map<string, string>;
}

async function ensurePartner(s: Seeding, spec: PartnerSpec): Promise<Partner> {
  const find = async () =>
    (await s.api.get<Partner[]>(`/partners/admin?${listQuery({ q: spec.name })}`)).find((p) =>
      sameName(p.name, spec.name),
    );
  return ensure(s, `partner ${spec.name} (${spec.type})`, find, () =>
    s.api.post<Partner>('/partners', { name: spec.name, type: spec.type }),
  );
}

/** The partner's markets by name, created where missing. */
async function ensureMarkets(s: Seeding, partner: Partner, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of names) {
    const find = async () =>
      (await s.api.get<Market[]>(`/markets/${partner.id}?${listQuery({ q: name })}`)).find((m) =>
        sameName(m.name, name),
      );
    const found = await ensure(s, `market ${name}`, find, () =>
      s.api.post<Market>(`/markets/create/${partner.id}`, { name }),
    );
    ids.set(name, found.id);
  }
  return ids;
}

const treeOf = (api: ApiClient, partner: Partner) => api.get<TreeNode[]>(`/business-nodes?partnerId=${partner.id}`);

/** Looks a node up by its path in the partner's current tree (used after a concurrent 'Already exist'). */
async function findNode(api: ApiClient, partner: Partner, path: string[]): Promise<TreeNode | undefined> {
  let level = await treeOf(api, partner);
  let node: TreeNode | undefined;
  for (const name of path) {
    node = level.find((n) => sameName(n.name, name));
    if (!node) return undefined;
    level = node.children;
  }
  return node;
}

interface TreeWalk {
  partner: Partner;
  markets: Map<string, string>;
  ids: Map<string, string>;
}

/** Creates the missing nodes of `specs` under `parentId`, noting every node's id by its path. */
async function ensureNodes(
  s: Seeding,
  walk: TreeWalk,
  specs: NodeSpec[],
  existing: TreeNode[],
  parentId: string | null,
  path: string[],
): Promise<void> {
  const { partner, markets } = walk;
  for (const spec of specs) {
    const nodePath = [...path, spec.name];
    const marketId =
      spec.market === null ? null : requireKey(markets, spec.market, `market ${spec.market} of ${partner.name}`);
    const find = async () => existing.find((n) => sameName(n.name, spec.name));
    const create = () =>
      s.api.post<TreeNode>(`/business-nodes?partnerId=${partner.id}`, {
        parentId,
        name: spec.name,
        type: spec.type,
        marketId,
      });
    const node = await ensure(s, `${spec.type} ${pathKey(nodePath)}`, find, create, () =>
      findNode(s.api, partner, nodePath),
    );
    walk.ids.set(pathKey(nodePath), node.id);
    await ensureNodes(s, walk, spec.children, node.children ?? [], node.id, nodePath);
  }
}

export async function seedPartner(s: Seeding, spec: PartnerSpec): Promise<SeededPartner> {
  const partner = await ensurePartner(s, spec);
  const markets = await ensureMarkets(s, partner, spec.markets);
  const walk: TreeWalk = { partner, markets, ids: new Map() };
  if (spec.tree.length) await ensureNodes(s, walk, spec.tree, await treeOf(s.api, partner), null, []);
  return { partner, nodes: walk.ids };
}
