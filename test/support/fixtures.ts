// A partner with a market, a two-level node tree and one signed-in user of every partner role.
import { emptyBrief, type Brief, type BriefStep } from '../../domain/concept/brief';
import { recommendFromObjectives } from '../../domain/concept/funnel-presets';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import type { TestApp } from './app';
import { HttpClient } from './http';

export const PASSWORD = 'Fixture-password-2026';

export interface PartnerFixture {
  partnerId: string;
  marketId: string;
  rootNodeId: string;
  childNodeId: string;
  users: Record<string, { id: string; email: string; client: HttpClient }>;
}

let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

export async function createPartner(admin: HttpClient, name = unique('Partner')): Promise<string> {
  const reply = await admin.post('/partners', { name, type: 'Client' });
  if (reply.status !== 201) throw new Error(`partner: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

interface NodeFields {
  parentId: string | null;
  name: string;
  type?: string;
  marketId?: string | null;
}

/** A node of the partner (a market node with no market unless told), made by `admin`; answers its id. */
export async function addNode(
  admin: HttpClient,
  partnerId: string,
  { parentId, name, type = 'market', marketId = null }: NodeFields,
): Promise<string> {
  const reply = await admin.post(`/business-nodes?partnerId=${partnerId}`, { parentId, name, type, marketId });
  if (reply.status !== 201) throw new Error(`node: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

export async function inviteAndAccept(
  t: TestApp,
  admin: HttpClient,
  partnerId: string,
  nodeId: string,
  role: Role,
  { isConceptOnly = false } = {},
) {
  const email = `${unique(role.toLowerCase())}@example.com`;
  const invited = await admin.post(`/business-nodes/invitations/node/${nodeId}`, {
    email,
    role,
    partnerId,
    isConceptOnly,
  });
  if (invited.status !== 201) throw new Error(`invite: ${JSON.stringify(invited.body)}`);
  const client = t.client();
  const accepted = await client.post(`/invitations/${invited.body.invitationId}/accept`, {
    name: `${role} user`,
    password: PASSWORD,
  });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  return { id: invited.body.id as string, email, client };
}

export async function partnerFixture(
  t: TestApp,
  admin: HttpClient,
  roles: readonly Role[] = PARTNER_ROLES,
): Promise<PartnerFixture> {
  const partnerId = await createPartner(admin);
  const market = await admin.post(`/markets/create/${partnerId}`, { name: 'Germany' });
  const rootNodeId = await addNode(admin, partnerId, { parentId: null, name: 'EMEA', type: 'region' });
  const childNodeId = await addNode(admin, partnerId, {
    parentId: rootNodeId,
    name: 'Germany',
    marketId: market.body.id,
  });
  const users: PartnerFixture['users'] = {};
  for (const role of roles) users[role] = await inviteAndAccept(t, admin, partnerId, childNodeId, role);
  return { partnerId, marketId: market.body.id, rootNodeId, childNodeId, users };
}

/** An internal ADMIN (top admin, not super) signed in. */
export async function internalAdmin(t: TestApp, superClient: HttpClient) {
  const email = `${unique('admin')}@example.com`;
  const created = await superClient.post('/users', {
    email,
    name: 'Internal Admin',
    role: 'ADMIN',
    password: PASSWORD,
  });
  if (created.status !== 201) throw new Error(`admin: ${JSON.stringify(created.body)}`);
  const client = t.client();
  await client.login(email, PASSWORD);
  return { id: created.body.id as string, email, client };
}

/** A concept's brief: Details filled and the user at `step`; `complete` answers every step (action's funnel preset, the
 * required assets, signed off). */
export function conceptBrief(
  name: string,
  businessNodes: string[],
  { step = 'OBJECTIVES', complete = false }: { step?: BriefStep; complete?: boolean } = {},
): Brief {
  const draft: Brief = {
    ...emptyBrief(),
    intro: { name, businessNodes, languages: ['en'] },
    meta: { currentStep: step, formatValues: {} },
  };
  if (!complete) return draft;
  const asset = (file: string) => ({ assetId: file, name: file, format: file.split('.')[1]!, link: null });
  return {
    ...draft,
    objectives: { elements: ['action'], customText: '' },
    ...recommendFromObjectives(['action']),
    assets: { ...draft.assets, brands: [asset('guide.pdf')], fonts: [asset('brand.otf')], logos: [asset('logo.svg')] },
    otherBusiness: { text: 'Warm, sunny, hand-drawn.' },
    signOff: { areAgreementsAccepted: true },
  };
}

/** Creates a concept from the brief (top admins name the partner); answers its id. */
export async function createConcept(client: HttpClient, brief: Brief, partnerId?: string): Promise<string> {
  const reply = await client.post(`/assets/concepts${partnerId ? `?partnerId=${partnerId}` : ''}`, {
    newConcept: brief,
  });
  if (reply.status !== 201) throw new Error(`concept: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}
