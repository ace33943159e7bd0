// The comment rules (spec 2 §2 "Comments panel", §3 Comment, §5, §8), given/when/then over a campaign's comment stream,
// and the panel's switches over answered threads.
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MESSAGES,
  COMMENT_TEXT_MAX,
  CommentsAggregate,
  decideComments,
  EMPTY_TEXTS,
  emptyText,
  hotspotText,
  MAX_ATTACHMENTS,
  panelThreads,
  timeCodeText,
  type CommentCommand,
  type CommentEvent,
  type CommentView,
  type PanelSwitches,
  type PostComment,
} from '../../domain/comment';
import type { CommentReply } from '../../domain/comment/answers';
import type { Role } from '../../domain/roles';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const given = spec(CommentsAggregate, decideComments).given;
const campaignId = 'c0000000000000000000000c';
const partnerId = 'a0000000000000000000000a';
const author = 'b0000000000000000000000b';
const other = 'b0000000000000000000000e';
const mentioned = 'b0000000000000000000000f';
const variantId = 'e0000000000000000000000e';
const rootId = 'f00000000000000000000001';
const replyId = 'f00000000000000000000002';
const at = '2026-11-23T05:00:00.000Z';

const post = (fields: Partial<PostComment> = {}): CommentCommand => ({
  type: 'PostComment',
  topic: { campaignId },
  partnerId,
  commentId: rootId,
  replyTo: null,
  text: 'Logo too small',
  private: false,
  mentions: [],
  hotspot: null,
  timeCode: null,
  commentedEntity: { id: variantId, type: 'variant', name: 'Summer' },
  entityHolderId: campaignId,
  mentionsOutOfReach: [],
  by: author,
  role: 'SELF_SERVICE_ADMIN',
  at,
  ...fields,
});
const posted = (
  fields: Partial<Omit<Extract<CommentEvent, { type: 'CommentPosted' }>['data'], 'campaignId' | 'conceptId'>> = {},
): CommentEvent => ({
  type: 'CommentPosted',
  data: {
    campaignId,
    commentId: rootId,
    partnerId,
    threadId: null,
    text: 'Logo too small',
    private: false,
    mentions: [],
    hotspot: null,
    timeCode: null,
    commentedEntityId: variantId,
    commentedEntityType: 'variant',
    commentedEntityName: 'Summer',
    by: author,
    at,
    ...fields,
  },
});
const caller = (by = author, role: Role = 'SELF_SERVICE_ADMIN') => ({ by, role, at });

describe('posting', () => {
  it('records a comment on an entity of the campaign', () => given([]).when(post()).then([posted()]));

  it('a comment naming no entity is a general comment on the campaign', () =>
    given([])
      .when(post({ commentedEntity: null }))
      .then([posted({ commentedEntityId: campaignId, commentedEntityType: 'campaign', commentedEntityName: null })]));

  it('keeps a hotspot, a time code and each mention once', () =>
    given([])
      .when(post({ hotspot: { x: 0.5, y: 0.25 }, timeCode: 12.5, mentions: [mentioned, mentioned] }))
      .then([posted({ hotspot: { x: 0.5, y: 0.25 }, timeCode: 12.5, mentions: [mentioned] })]));

  it('refuses an empty or blank text', () => {
    given([])
      .when(post({ text: '' }))
      .thenThrows(422, COMMENT_MESSAGES.textRequired);
    given([])
      .when(post({ text: ' \n ' }))
      .thenThrows(422, COMMENT_MESSAGES.textRequired);
  });

  it.each(INVISIBLE_NAMES)('refuses a text of %s as blank', (_label, text) => {
    given([]).when(post({ text })).thenThrows(422, COMMENT_MESSAGES.textRequired);
  });

  it(`refuses a text over ${COMMENT_TEXT_MAX} characters and takes one of exactly that length`, () => {
    given([])
      .when(post({ text: 'x'.repeat(COMMENT_TEXT_MAX + 1) }))
      .thenThrows(422, COMMENT_MESSAGES.textTooLong);
    given([])
      .when(post({ text: 'x'.repeat(COMMENT_TEXT_MAX) }))
      .then([posted({ text: 'x'.repeat(COMMENT_TEXT_MAX) })]);
  });

  it("refuses an entity that is not the campaign's: another campaign's variant, an unknown one, another campaign, a concept's part", () => {
    const refused = (fields: Partial<PostComment>) =>
      given([]).when(post(fields)).thenThrows(422, COMMENT_MESSAGES.entityNotOfTopic);
    refused({ entityHolderId: 'c0000000000000000000000d' });
    refused({ entityHolderId: null });
    refused({
      commentedEntity: { id: 'c0000000000000000000000d', type: 'campaign', name: null },
      entityHolderId: null,
    });
    refused({
      commentedEntity: { id: 'd0000000000000000000000d', type: 'storyboard', name: 'Opening' },
      entityHolderId: campaignId,
    });
  });

  it("takes on a concept its Storyboards tab (the concept's id), a storyboard or a template of it; not a variant", () => {
    const conceptId = 'd00000000000000000000001';
    const onConcept = (entity: PostComment['commentedEntity'], entityHolderId: string | null) =>
      given([]).when(post({ topic: { conceptId }, commentedEntity: entity, entityHolderId }));
    const conceptPost = (type: 'storyboards' | 'storyboard' | 'template', id: string): CommentEvent => {
      const { campaignId: _, ...data } = (
        posted({ commentedEntityId: id, commentedEntityType: type, commentedEntityName: null }) as Extract<
          CommentEvent,
          { type: 'CommentPosted' }
        >
      ).data;
      return { type: 'CommentPosted', data: { ...data, conceptId } };
    };
    onConcept({ id: conceptId, type: 'storyboards', name: null }, null).then([conceptPost('storyboards', conceptId)]);
    onConcept({ id: variantId, type: 'storyboard', name: null }, conceptId).then([
      conceptPost('storyboard', variantId),
    ]);
    onConcept({ id: variantId, type: 'template', name: null }, conceptId).then([conceptPost('template', variantId)]);
    onConcept({ id: variantId, type: 'template', name: null }, 'd00000000000000000000002').thenThrows(
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
    onConcept({ id: variantId, type: 'variant', name: null }, conceptId).thenThrows(
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
  });

  it('refuses a mention of a user who may not see the campaign', () =>
    given([])
      .when(post({ mentions: [mentioned], mentionsOutOfReach: [mentioned] }))
      .thenThrows(422, COMMENT_MESSAGES.mentionNotAllowed));
});

describe('replies', () => {
  it('join the thread of the first comment, about its entity, as private as it', () =>
    given([posted({ private: true, mentions: [other] })])
      .when(
        post({
          commentId: replyId,
          replyTo: rootId,
          by: other,
          commentedEntity: { id: campaignId, type: 'campaign', name: null },
          private: false,
        }),
      )
      .then([posted({ commentId: replyId, threadId: rootId, private: true, by: other })]));

  it('to a reply still nest under the first comment', () =>
    given([posted(), posted({ commentId: replyId, threadId: rootId })])
      .when(post({ commentId: 'f00000000000000000000003', replyTo: replyId }))
      .then([posted({ commentId: 'f00000000000000000000003', threadId: rootId })]));

  it('to a comment that does not exist, is deleted, or is private to others are refused as not found', () => {
    given([])
      .when(post({ commentId: replyId, replyTo: rootId }))
      .thenThrows(404, COMMENT_MESSAGES.notFound);
    given([posted(), { type: 'CommentDeleted', data: { campaignId, commentId: rootId, by: author, at } }])
      .when(post({ commentId: replyId, replyTo: rootId }))
      .thenThrows(404, COMMENT_MESSAGES.notFound);
    given([posted({ private: true })])
      .when(post({ commentId: replyId, replyTo: rootId, by: other }))
      .thenThrows(404, COMMENT_MESSAGES.notFound);
  });
});

describe('resolve, edit, delete, attach', () => {
  const resolve = (resolved: boolean, by = other): CommentCommand => ({
    type: 'ResolveComment',
    commentId: rootId,
    resolved,
    ...caller(by),
  });

  it('anyone who sees the comment resolves and reopens it; the same state again changes nothing', () => {
    given([posted()])
      .when(resolve(true))
      .then([{ type: 'CommentResolved', data: { campaignId, commentId: rootId, resolved: true, by: other, at } }]);
    given([posted()]).when(resolve(false)).then([]);
    given([
      posted(),
      { type: 'CommentResolved', data: { campaignId, commentId: rootId, resolved: true, by: other, at } },
    ])
      .when(resolve(false))
      .then([{ type: 'CommentResolved', data: { campaignId, commentId: rootId, resolved: false, by: other, at } }]);
  });

  it('a private comment is resolved only by those who see it', () => {
    given([posted({ private: true, mentions: [mentioned] })])
      .when(resolve(true, other))
      .thenThrows(404, COMMENT_MESSAGES.notFound);
    given([posted({ private: true, mentions: [mentioned] })])
      .when(resolve(true, mentioned))
      .then([{ type: 'CommentResolved', data: { campaignId, commentId: rootId, resolved: true, by: mentioned, at } }]);
  });

  it('only the author edits the text', () => {
    const edit = (by: string): CommentCommand => ({
      type: 'EditComment',
      commentId: rootId,
      text: 'Logo fine now',
      mentions: [],
      mentionsOutOfReach: [],
      ...caller(by),
    });
    given([posted()]).when(edit(other)).thenThrows(403, COMMENT_MESSAGES.notAuthor);
    given([posted()])
      .when(edit(author))
      .then([
        {
          type: 'CommentEdited',
          data: { campaignId, commentId: rootId, text: 'Logo fine now', mentions: [], by: author, at },
        },
      ]);
  });

  it('the author or a top admin deletes (softly), once', () => {
    const del = (by: string, role: Role = 'SELF_SERVICE_ADMIN'): CommentCommand => ({
      type: 'DeleteComment',
      commentId: rootId,
      ...caller(by, role),
    });
    const deleted: CommentEvent = { type: 'CommentDeleted', data: { campaignId, commentId: rootId, by: author, at } };
    given([posted()]).when(del(other)).thenThrows(403, COMMENT_MESSAGES.notAuthor);
    given([posted()]).when(del(author)).then([deleted]);
    given([posted()])
      .when(del(other, 'ADMIN'))
      .then([{ ...deleted, data: { ...deleted.data, by: other } }]);
    given([posted(), deleted]).when(del(author)).thenThrows(404, COMMENT_MESSAGES.notFound);
  });

  it(`the author attaches up to ${MAX_ATTACHMENTS} files`, () => {
    const file = (n: number) => ({
      attachmentId: `a${String(n).padStart(23, '0')}`,
      fileName: 'shot.png',
      format: 'png',
      size: 3,
      location: `comments/${campaignId}/${n}.png`,
    });
    const attach = (n: number, by = author): CommentCommand => ({
      type: 'AttachToComment',
      commentId: rootId,
      attachment: file(n),
      ...caller(by),
    });
    const added = (n: number): CommentEvent => ({
      type: 'CommentAttachmentAdded',
      data: { campaignId, commentId: rootId, attachment: { ...file(n), uploadedBy: author, uploadedAt: at } },
    });
    given([posted()])
      .when(attach(1))
      .then([added(1)]);
    given([posted()]).when(attach(1, other)).thenThrows(403, COMMENT_MESSAGES.notAuthor);
    const full = Array.from({ length: MAX_ATTACHMENTS }, (_, i) => added(i));
    given([posted(), ...full])
      .when(attach(99))
      .thenThrows(422, COMMENT_MESSAGES.tooManyAttachments);
  });
});

describe('the panel', () => {
  const view = (id: string, fields: Partial<CommentView> = {}): CommentView => ({
    _id: id,
    text: id,
    resolved: false,
    isDeleted: false,
    private: false,
    attachments: [],
    mentions: [],
    threadId: null,
    threadedComments: [],
    hotspot: null,
    timeCode: null,
    commentedEntityId: variantId,
    commentedEntityType: 'variant',
    commentedEntityName: null,
    user: { _id: author, name: 'A', email: null },
    createdAt: `2026-11-23T05:00:0${id.slice(-1)}.000Z`,
    updatedAt: at,
    ...fields,
  });
  const off: PanelSwitches = {
    showForMe: false,
    showResolved: false,
    showWithTimeCode: false,
    sortByTimeCode: false,
    hideGeneralComments: false,
  };
  const ids = (threads: CommentView[]) => threads.map((t) => t._id);
  const reply = (by: string, mentions: string[] = []): CommentReply => ({
    ...view('r1', {
      threadId: 't1',
      user: { _id: by, name: null, email: null },
      mentions: mentions.map((_id) => ({ _id, name: null })),
    }),
    threadedComments: [],
  });
  const threads = [
    view('t1', { user: { _id: other, name: 'O', email: null }, threadedComments: [reply(other, [mentioned])] }),
    view('t2', { resolved: true, timeCode: 30 }),
    view('t3', { timeCode: 5 }),
    view('t4', { user: { _id: other, name: 'O', email: null }, hotspot: { x: 0.1, y: 0.1 } }),
  ];

  it('hides resolved threads unless asked, newest first', () => {
    expect(ids(panelThreads(threads, off, author))).toEqual(['t4', 't3', 't1']);
    expect(ids(panelThreads(threads, { ...off, showResolved: true }, author))).toEqual(['t4', 't3', 't2', 't1']);
  });

  it("'Show for me' keeps threads written by or mentioning the user, replies included", () => {
    expect(ids(panelThreads(threads, { ...off, showForMe: true }, author))).toEqual(['t3']);
    expect(ids(panelThreads(threads, { ...off, showForMe: true }, mentioned))).toEqual(['t1']);
  });

  it('sorts by time code with general comments last, hides general ones, keeps only timed ones', () => {
    expect(ids(panelThreads(threads, { ...off, showResolved: true, sortByTimeCode: true }, author))).toEqual([
      't3',
      't2',
      't4',
      't1',
    ]);
    expect(ids(panelThreads(threads, { ...off, hideGeneralComments: true }, author))).toEqual(['t4', 't3']);
    expect(ids(panelThreads(threads, { ...off, showWithTimeCode: true }, author))).toEqual(['t3']);
  });

  it('says why it is empty in the words of the spec', () => {
    expect(emptyText('variant', 'Summer')).toBe('There are no comments on this variant');
    expect(emptyText('campaign', 'Summer sale')).toBe('There are no comments on this campaign');
    expect(emptyText('storyboards', null)).toBe('There are no comments on the Storyboards tab.');
    expect(emptyText('template', 'Banner')).toBe('There are no comments on this template.');
    expect(emptyText('storyboard', 'Opening')).toBe('There are no comments on Opening');
    expect(EMPTY_TEXTS.named('X')).toBe('There are no comments on X');
    expect(timeCodeText(75.4)).toBe('01:15');
  });
});

describe('where a comment points', () => {
  it('reads a hotspot as percentages across and down', () => {
    expect(hotspotText({ x: 0.4, y: 0.6 })).toBe('At 40% across, 60% down');
    expect(hotspotText({ x: 0, y: 1 })).toBe('At 0% across, 100% down');
    expect(hotspotText({ x: 0.333, y: 0.0049 })).toBe('At 33% across, 0% down');
  });
});
