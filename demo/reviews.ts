// Review requests in the demo (issue 10 §2): on the always-on campaign, the self-service admin asks Rob Reviewer for
// interim approval (Max Manager watching) and Max Manager for final approval due tomorrow. Their review workflows
// tell them in the notification centre (and by mail with SMTP_URL), remind them before the due date and escalate
// after it. Made through the API as the admin; a re-run finds the requests there and leaves them.
import { ApiClient, listQuery, sameName } from './api-client';
import { DEMO_PASSWORD, PARTNERS } from './data';
import type { Seeding } from './ensure';

const CAMPAIGN = 'Cola Summer Splash – Always on';
const REQUESTER = 'Sara Self-Service Admin';
const DAY_MS = 24 * 3600_000;

const demoUser = (name: string) => {
  const user = PARTNERS.flatMap((p) => p.users).find((u) => u.name === name);
  if (!user) throw new Error(`The reviews demo needs the demo user ${name}, which the demo does not create`);
  return user;
};

export async function seedReviews(s: Seeding): Promise<void> {
  const admin = new ApiClient(s.api.baseUrl);
  await admin.post('/auth/login', { username: demoUser(REQUESTER).email, password: DEMO_PASSWORD });
  const campaign = (await admin.get<{ id: string; name: string }[]>(`/campaigns?${listQuery({ q: CAMPAIGN })}`)).find(
    (c) => sameName(c.name, CAMPAIGN),
  );
  if (!campaign) throw new Error(`The reviews demo names campaign ${CAMPAIGN}, which the demo does not create`);
  if ((await admin.get<unknown[]>(`/campaigns/${campaign.id}/approval-requests`)).length > 0) {
    s.log('= review requests of the always-on campaign');
    return;
  }
  const idOf = async (name: string) => {
    const [user] = await admin.get<{ id: string }[]>(
      `/users/watchers?input=${encodeURIComponent(demoUser(name).email)}`,
    );
    if (!user) throw new Error(`The reviews demo needs ${name} to see campaign ${CAMPAIGN}`);
    return user.id;
  };
  const [reviewer, manager] = [await idOf('Rob Reviewer'), await idOf('Max Manager')];
  await admin.post(`/campaigns/${campaign.id}/request-approval`, {
    userIds: [reviewer],
    watcherIds: [manager],
    isFinal: false,
  });
  await admin.post(`/campaigns/${campaign.id}/request-approval`, {
    userIds: [manager],
    isFinal: true,
    dueAt: new Date(Date.now() + DAY_MS).toISOString(),
  });
  s.log('+ review requests of the always-on campaign: interim from the reviewer, final from the manager');
}
