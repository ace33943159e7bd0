// A reviewed history for the approval trail (issue 10 §3): on one variant of the social campaign, the reviewer
// approves in the interim, the manager rejects with a reason, the self-service admin edits the text (which lapses the
// decision), the reviewer and then the manager approve the new copy, each with a comment. The trail then holds two
// versions to diff and moments to look at "as approved at". Made through the API as the demo users themselves; a
// re-run finds the variant's trail already there and leaves it.
import { ApiClient, listQuery, sameName } from './api-client';
import type { Role } from '../domain/roles';
import { DEMO_PASSWORD, PARTNERS } from './data';
import type { Seeding } from './ensure';

const CAMPAIGN = 'Cola Summer Splash – Social';
const VARIANT = 'Ad set Lake lovers 2';

/** The campaign's partner's demo user of the role (one who has joined and sees campaigns), signed in. */
async function signedIn(s: Seeding, role: Role): Promise<ApiClient> {
  const user = PARTNERS.find((p) => p.name === 'Northwind Beverages')?.users.find(
    (u) => u.role === role && !u.pending && !u.isConceptOnly,
  );
  if (!user)
    throw new Error(`The approval trail demo needs a Northwind Beverages ${role}, which the demo does not create`);
  const api = new ApiClient(s.api.baseUrl);
  await api.post('/auth/login', { username: user.email, password: DEMO_PASSWORD });
  return api;
}

export async function seedApprovalTrail(s: Seeding): Promise<void> {
  // The self-service admin finds the variant: a partner user's lists need no partner named.
  const [reviewer, manager, admin] = await Promise.all(
    (['REVIEWER', 'MANAGER', 'SELF_SERVICE_ADMIN'] as const).map((role) => signedIn(s, role)),
  );
  const campaign = (await admin!.get<{ id: string; name: string }[]>(`/campaigns?${listQuery({ q: CAMPAIGN })}`)).find(
    (c) => sameName(c.name, CAMPAIGN),
  );
  if (!campaign) throw new Error(`The approval trail demo names campaign ${CAMPAIGN}, which the demo does not create`);
  const tree = (
    await admin!.get<{ id: string; platform: string }[]>(`/campaigns/${campaign.id}/personalize/trees`)
  ).find((t) => t.platform === 'facebook')!;
  const treePath = `/campaigns/${campaign.id}/personalize/${tree.id}`;
  const variant = (
    await admin!.get<{ id: string; name: string }[]>(
      `${treePath}/variants?filter=${encodeURIComponent(JSON.stringify({ q: VARIANT }))}`,
    )
  ).find((v) => v.name === VARIANT);
  if (!variant) throw new Error(`The approval trail demo names variant ${VARIANT}, which the demo does not create`);
  const trail = await admin!.get<unknown[]>(
    `/campaigns/${campaign.id}/approval-trail?${listQuery({ variantId: variant.id })}`,
  );
  if (trail.length > 0) {
    s.log(`= approval trail of ${VARIANT}`);
    return;
  }
  const formats = (await admin!.get<{ formats: { id: string }[] }>(`${treePath}/variants/${variant.id}`)).formats.map(
    (f) => f.id,
  );
  const decide = (api: ApiClient, decision: 'approvals' | 'rejections', final: boolean, comment: string) =>
    api.call('PATCH', `/campaigns/${campaign.id}/creatives/approvals`, {
      treeId: tree.id,
      approvals: [],
      rejections: [],
      [decision]: formats,
      final,
      comment,
    });
  await decide(reviewer!, 'approvals', false, 'Copy and image checked against the brand kit.');
  await decide(manager!, 'rejections', true, 'The text should name the lake offer.');
  await admin!.call('PATCH', `${treePath}/formats/dynamic-elements`, {
    formats,
    elements: { primaryText: { value: 'Ice-cold moments by the lake: two for one all July. 🧊' } },
  });
  await decide(reviewer!, 'approvals', false, 'New copy reads well.');
  await decide(manager!, 'approvals', true, 'Approved with the lake offer.');
  s.log(`+ approval trail of ${VARIANT}: interim, rejected, edited, approved again`);
}
