import type { CommentedEntityType, CommentEvent, CommentTopic } from './events';
import { topicOf } from './rules';

/** What the rules need of one comment. */
export interface CommentFacts {
  id: string;
  threadId: string | null;
  author: string;
  private: boolean;
  mentions: string[];
  deleted: boolean;
  resolved: boolean;
  attachments: number;
  commentedEntityId: string;
  commentedEntityType: CommentedEntityType;
  commentedEntityName: string | null;
}

export type CommentsState = {
  topic: CommentTopic | null;
  partnerId: string | null;
  comments: Record<string, CommentFacts>;
};

export const initialCommentsState = (): CommentsState => ({ topic: null, partnerId: null, comments: {} });

function change(state: CommentsState, id: string, fn: (c: CommentFacts) => CommentFacts): CommentsState {
  const comment = state.comments[id];
  return comment ? { ...state, comments: { ...state.comments, [id]: fn(comment) } } : state;
}

export function evolveComments(state: CommentsState, event: CommentEvent): CommentsState {
  switch (event.type) {
    case 'CommentPosted': {
      const d = event.data;
      const comment: CommentFacts = {
        id: d.commentId,
        threadId: d.threadId,
        author: d.by,
        private: d.private,
        mentions: d.mentions,
        deleted: false,
        resolved: false,
        attachments: 0,
        commentedEntityId: d.commentedEntityId,
        commentedEntityType: d.commentedEntityType,
        commentedEntityName: d.commentedEntityName,
      };
      return {
        topic: state.topic ?? topicOf(d),
        partnerId: state.partnerId ?? d.partnerId,
        comments: { ...state.comments, [d.commentId]: comment },
      };
    }
    case 'CommentEdited':
      return change(state, event.data.commentId, (c) => ({ ...c, mentions: event.data.mentions }));
    case 'CommentResolved':
      return change(state, event.data.commentId, (c) => ({ ...c, resolved: event.data.resolved }));
    case 'CommentDeleted':
      return change(state, event.data.commentId, (c) => ({ ...c, deleted: true }));
    case 'CommentAttachmentAdded':
      return change(state, event.data.commentId, (c) => ({ ...c, attachments: c.attachments + 1 }));
  }
}
