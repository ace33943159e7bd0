// A mention in a comment tells the mentioned user (issue 17 §5): a 'mentioned' notification in their centre (the bell),
// and mail through a real SMTP stand-in; once per comment and user (an edit that keeps the mention tells no one
// again, one that adds a mention tells the newcomer); never the author; concept comments too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionText } from '../../domain/notification';
import type { Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';
import { campaignWithTrees, expectStatus } from './personalise-fixture';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
});
afterAll(() => smtp?.close());
const w = useApiTest({ config: () => ({ smtpUrl: smtp.url }), roles: ['SELF_SERVICE_ADMIN', 'REVIEWER', 'MANAGER'] });
let campaignId: string;
let conceptId: string;

interface Row {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string;
  campaignId: string | null;
  requestId: string | null;
  read: boolean;
}
const notifications = async (role: Role) => expectStatus(await w.as(role).get('/notifications'), 200).body as Row[];
const mentions = async (role: Role) => (await notifications(role)).filter((n) => n.kind === 'mentioned');
const mailsTo = (role: Role) => smtp.mails.filter((m) => m.to.includes(w.user(role).email));

beforeAll(async () => {
  const campaign = await campaignWithTrees(w.su, w.acme, 'Summer');
  campaignId = campaign.campaignId;
  conceptId = (expectStatus(await w.su.get(`/campaigns/${campaignId}`), 200).body as { conceptId: string }).conceptId;
}, 180_000);

describe('a mention in a comment', () => {
  let commentId: string;

  it('tells the mentioned user in the bell and by mail, and not the author', async () => {
    const text = 'Please check the   headline\nbefore Friday';
    const posted = expectStatus(
      await w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${campaignId}/new-comments/new`, {
        text,
        mentions: [w.user('REVIEWER').id, w.user('SELF_SERVICE_ADMIN').id],
      }),
      201,
    ).body as { _id: string };
    commentId = posted._id;
    const expected = mentionText({
      author: 'SELF_SERVICE_ADMIN user',
      topicName: 'Summer',
      topicKind: 'campaign',
      text,
    });
    expect(expected.message).toContain('“Please check the headline before Friday”');
    // The answer waited for the notification: the bell shows it at once.
    expect(await mentions('REVIEWER')).toEqual([
      {
        id: `${commentId}-mentioned-${w.user('REVIEWER').id}`,
        kind: 'mentioned',
        ...expected,
        link: `/campaigns/${campaignId}`,
        campaignId,
        requestId: null,
        read: false,
        sentAt: expect.any(String),
      },
    ]);
    expect(expectStatus(await w.as('REVIEWER').get('/notifications/unread-count'), 200).body).toEqual({ count: 1 });
    expect(await mentions('SELF_SERVICE_ADMIN')).toEqual([]);
    expect(await mentions('MANAGER')).toEqual([]);
    await eventually(() => expect(mailsTo('REVIEWER')).toHaveLength(1));
    expect(mailsTo('REVIEWER')[0]!.raw).toMatch(/Subject: SELF_SERVICE_ADMIN user mentioned you in Summer/);
    expect(mailsTo('SELF_SERVICE_ADMIN')).toHaveLength(0);
  });

  it('tells only a newcomer when the comment is edited', async () => {
    const edited = await w.as('SELF_SERVICE_ADMIN').request('PUT', `/comments/${commentId}`, {
      text: 'Now the manager too',
      mentions: [w.user('REVIEWER').id, w.user('MANAGER').id],
      campaignId,
    });
    expectStatus(edited, 200);
    expect(await mentions('REVIEWER')).toHaveLength(1);
    expect((await mentions('MANAGER')).map((n) => n.title)).toEqual([
      'SELF_SERVICE_ADMIN user mentioned you in Summer',
    ]);
    await eventually(() => expect(mailsTo('MANAGER')).toHaveLength(1));
    expect(mailsTo('REVIEWER')).toHaveLength(1);
  });

  it('in a concept’s comments tells the user too, with no campaign', async () => {
    expectStatus(
      await w.as('REVIEWER').post(`/concepts/${conceptId}/comments`, {
        text: 'Looks good',
        mentions: [w.user('MANAGER').id],
      }),
      201,
    );
    const [told] = (await mentions('MANAGER')).filter((n) => n.campaignId === null);
    expect(told).toMatchObject({
      title: 'REVIEWER user mentioned you in Summer concept',
      link: `/concepts/${conceptId}/settings`,
      requestId: null,
    });
    expect(told!.message).toContain('on the concept Summer concept');
  });

  it('tells no one when a mention is refused', async () => {
    const before = await w.t.system.deps.store.headPosition();
    const refused = await w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${campaignId}/new-comments/new`, {
      text: 'Hi',
      mentions: ['ffffffffffffffffffffffff'],
    });
    expect(refused.status).toBe(422);
    expect(await w.t.system.deps.store.headPosition()).toBe(before);
  });
});
