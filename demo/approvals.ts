// Creative approvals in the demo (issue 10 §1): on the Google Ads tree of the always-on campaign, the reviewer
// approves three creatives in the interim, the manager gives two the final approval and rejects the third with a
// reason, the self-service admin rejects a fourth in the interim, and then edits the first one's headline, which
// lapses its approval: the creatives screen shows it 'changed since the last approval' with the diff. Made through
// the variations API as the demo users themselves; a re-run finds the decisions there and leaves them.
import { ApiClient, listQuery, sameName } from './api-client';
import { DEMO_PASSWORD, PARTNERS } from './data';
import type { Seeding } from './ensure';

const CAMPAIGN = 'Cola Summer Splash – Always on';
const VARIANTS = {
  lapsed: 'Search intent lake',
  approved: 'Search intent picnic',
  rejected: 'Search intent festival',
  interimRejected: 'Search intent beach',
};
const DEMO_USERS = { reviewer: 'Rob Reviewer', manager: 'Max Manager', admin: 'Sara Self-Service Admin' } as const;

interface Creative {
  id: string;
  name: string;
  formats: { id: string; lastApproved: unknown }[];
}

async function signedIn(s: Seeding, name: string): Promise<ApiClient> {
  const user = PARTNERS.flatMap((p) => p.users).find((u) => u.name === name);
  if (!user) throw new Error(`The approvals demo needs the demo user ${name}, which the demo does not create`);
  const api = new ApiClient(s.api.baseUrl);
  await api.post('/auth/login', { username: user.email, password: DEMO_PASSWORD });
  return api;
}

export async function seedApprovals(s: Seeding): Promise<void> {
  const [reviewer, manager, admin] = await Promise.all(Object.values(DEMO_USERS).map((name) => signedIn(s, name)));
  // The self-service admin reads as its partner's user (the super user would have to name the partner).
  const campaign = (await admin!.get<{ id: string; name: string }[]>(`/campaigns?${listQuery({ q: CAMPAIGN })}`)).find(
    (c) => sameName(c.name, CAMPAIGN),
  );
  if (!campaign) throw new Error(`The approvals demo names campaign ${CAMPAIGN}, which the demo does not create`);
  const tree = (
    await admin!.get<{ id: string; platform: string }[]>(`/campaigns/${campaign.id}/personalize/trees`)
  ).find((t) => t.platform === 'gads')!;
  const creatives = await admin!.get<Creative[]>(
    `/campaigns/${campaign.id}/creatives?treeId=${tree.id}&viewmode=admin&range=${encodeURIComponent('[0,99]')}`,
  );
  const formatsOf = (name: string) => {
    const creative = creatives.find((c) => c.name === name);
    if (!creative) throw new Error(`The approvals demo names variant ${name}, which the demo does not create`);
    return creative.formats.map((f) => f.id);
  };
  if (creatives.find((c) => c.name === VARIANTS.lapsed)?.formats.some((f) => f.lastApproved !== null)) {
    s.log('= creative approvals of the Google Ads tree');
    return;
  }
  const decide = (api: ApiClient, body: { approve?: string[]; reject?: string[]; final: boolean; comment?: string }) =>
    api.call('PUT', `/campaigns/${campaign.id}/variations/approvals`, { approve: [], reject: [], ...body });
  const [lapsed, approved, rejected, interimRejected] = [
    VARIANTS.lapsed,
    VARIANTS.approved,
    VARIANTS.rejected,
    VARIANTS.interimRejected,
  ].map(formatsOf);
  await decide(reviewer!, {
    approve: [...lapsed!, ...approved!, ...rejected!],
    final: false,
    comment: 'Headlines and images fit the brand kit.',
  });
  await decide(manager!, {
    approve: [...lapsed!, ...approved!],
    reject: rejected!,
    final: true,
    comment: 'Festival copy waits for the sponsor’s sign-off.',
  });
  await decide(admin!, { reject: interimRejected!, final: false, comment: 'The beach image is from last year.' });
  await admin!.call('PATCH', `/campaigns/${campaign.id}/personalize/${tree.id}/formats/dynamic-elements`, {
    formats: lapsed,
    elements: { headline: { value: 'Lake days, cold cola' } },
  });
  s.log('+ creative approvals of the Google Ads tree: approved, rejected, interim rejected, one lapsed by an edit');
}
