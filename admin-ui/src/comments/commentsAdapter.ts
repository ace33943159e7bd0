// Comments (spec 2 §7 "Creatives and comments"; the answers of domain/comment/answers.ts) on a campaign or a
// concept: the threads about some entities, the unresolved counts, the campaign's summary and who may be mentioned;
// post, resolve, delete and attach as commands. A creation the server answers with nothing is 'Something went wrong,
// try again later.' (spec 2 §8).
import {
  COMMENT_MESSAGES,
  type CommentedEntityType,
  type CommentTopic,
  type CommentView,
} from '../../../domain/comment';
import type { CommentCount, CommentSummary, MentionCandidate } from '../../../domain/comment/answers';
import { multipartForm, postMultipart } from '../providers/multipartUpload';
import { del, enc, get, patch, post, queryString } from '../providers/requests';

export type { MentionCandidate };
export interface NewCommentInput {
  text: string;
  threadId?: string | null;
  private?: boolean;
  mentions?: string[];
  timeCode?: number | null;
  commentedEntityId?: string;
  commentedEntityType?: CommentedEntityType;
  commentedEntityName?: string | null;
}

const base = (topic: CommentTopic) =>
  topic.campaignId !== undefined
    ? `/campaigns/${enc(topic.campaignId)}/new-comments`
    : `/concepts/${enc(topic.conceptId)}/comments`;
const one = (topic: CommentTopic, commentId: string) => `${base(topic)}/${enc(commentId)}`;

interface OfComment {
  topic: CommentTopic;
  commentId: string;
}

export const comments = {
  queries: {
    commentThreads: ({ topic, entityIds }: { topic: CommentTopic; entityIds: string[] }) =>
      topic.campaignId !== undefined
        ? post<CommentView[]>(base(topic), { entityIds })
        : get<CommentView[]>(`${base(topic)}${queryString({ entityIds: entityIds.join(',') })}`),
    /** Per entity of the campaign or concept with comments; one request serves every button on screen. */
    commentCounts: (topic: CommentTopic) =>
      topic.campaignId !== undefined
        ? post<CommentCount[]>(`${base(topic)}/variant`, { entityIds: [] })
        : get<CommentCount[]>(`${base(topic)}/counts`),
    campaignCommentSummary: (campaignId: string) => get<CommentSummary>(`/campaigns/${enc(campaignId)}/comments`),
    mentionCandidates: ({ topic, input }: { topic: CommentTopic; input: string }) =>
      get<MentionCandidate[]>(
        `/users/mentions${queryString({ campaignId: topic.campaignId, conceptId: topic.conceptId, input })}`,
      ),
  },
  commands: {
    postComment: async ({ topic, comment }: { topic: CommentTopic; comment: NewCommentInput }) => {
      const created = await post<CommentView | null>(
        topic.campaignId !== undefined ? `${base(topic)}/new` : base(topic),
        comment,
      );
      if (!created) throw new Error(COMMENT_MESSAGES.tryAgainLater);
      return created;
    },
    resolveComment: ({ topic, commentId, resolved }: OfComment & { resolved: boolean }) =>
      patch<CommentView>(topic.campaignId !== undefined ? `${one(topic, commentId)}/resolve` : one(topic, commentId), {
        resolved,
      }),
    deleteComment: ({ topic, commentId }: OfComment) => del<{ id: string }>(one(topic, commentId)),
    attachToComment: ({ topic, commentId, file }: OfComment & { file: File }) =>
      postMultipart<CommentView>(`${one(topic, commentId)}/attachments`, multipartForm({}, file)).done,
  },
};
