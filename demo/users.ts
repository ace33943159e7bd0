// Demo users: internal ones created directly, partner ones invited to their node and (unless meant to stay
// pending) signed up through the invitation, so they can sign in with the demo password.
import type { Role } from '../domain/roles';
import { ApiClient, listQuery, sameName } from './api-client';
import { DEMO_PASSWORD, type PartnerUserSpec, type UserSpec } from './data';
import { ensure, pathKey, requireKey, type Seeding } from './ensure';
import type { Partner, SeededPartner } from './partners';

interface User {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  status: string;
  invitationId: string | null;
}

/** A demo user as the sign-in table shows it. */
export interface DemoUser {
  email: string;
  role: string;
  partner: string;
  node: string;
  /** null for an invitation left pending: the user joins through `joinPath` instead. */
  password: string | null;
  joinPath: string | null;
}

export async function seedInternalUser(s: Seeding, spec: UserSpec): Promise<DemoUser> {
  const find = async () =>
    (await s.api.get<User[]>(`/users/admins?${listQuery({ q: spec.email })}`)).find((u) =>
      sameName(u.email, spec.email),
    );
  const user = await ensure(s, `internal user ${spec.email} (${spec.role})`, find, () =>
    s.api.post<User>('/users', { ...spec, password: DEMO_PASSWORD }),
  );
  return { email: user.email, role: user.role, partner: '-', node: '-', password: DEMO_PASSWORD, joinPath: null };
}

async function findPartnerUser(api: ApiClient, partner: Partner, email: string): Promise<User | undefined> {
  const users = await api.get<User[]>(`/users/by-partner?partnerId=${partner.id}&${listQuery({ q: email })}`);
  return users.find((u) => sameName(u.email, email));
}

export async function seedPartnerUser(
  s: Seeding,
  { partner, nodes }: SeededPartner,
  spec: PartnerUserSpec,
): Promise<DemoUser> {
  const nodeId = requireKey(nodes, pathKey(spec.node), `node ${pathKey(spec.node)} of ${partner.name}`);
  const body = {
    email: spec.email,
    role: spec.role,
    partnerId: partner.id,
    isConceptOnly: spec.isConceptOnly ?? false,
  };
  let user = await ensure(
    s,
    `${spec.pending ? 'pending ' : ''}user ${spec.email} (${spec.role}${spec.isConceptOnly ? ', concept-only' : ''})`,
    () => findPartnerUser(s.api, partner, spec.email),
    () => s.api.post<User>(`/business-nodes/invitations/node/${nodeId}`, body),
  );
  if (!spec.pending && user.status === 'PENDING' && user.invitationId) {
    // The invitee's own browser: a fresh client, so the super user's stays signed in.
    await new ApiClient(s.api.baseUrl).post(`/invitations/${user.invitationId}/accept`, {
      name: spec.name,
      password: DEMO_PASSWORD,
    });
    s.log(`  accepted the invitation as ${spec.name}`);
    user = (await findPartnerUser(s.api, partner, spec.email)) ?? user;
  }
  const pending = user.status === 'PENDING';
  return {
    email: user.email,
    role: `${user.role}${spec.isConceptOnly ? ' (concept-only)' : ''}`,
    partner: partner.name,
    node: pathKey(spec.node),
    password: pending ? null : DEMO_PASSWORD,
    joinPath: pending ? `/join/${user.invitationId}` : null,
  };
}
