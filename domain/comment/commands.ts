// The comments' commands. Times and the caller come in as arguments; what only the read side knows (whether the
// mentioned users may see the topic) is asked by the command handler and passed in.
import type { Role } from '../roles';
import type { CommentAttachment, CommentedEntityType, CommentTopic, Hotspot } from './events';

export interface CommentCaller {
  by: string;
  role: Role;
  at: string;
}

export type PostComment = CommentCaller & {
  type: 'PostComment';
  topic: CommentTopic;
  partnerId: string;
  commentId: string;
  /** The comment answered: the reply joins its thread. */
  replyTo: string | null;
  text: string;
  private: boolean;
  mentions: string[];
  hotspot: Hotspot | null;
  timeCode: number | null;
  /** Defaults to the topic itself (a general comment); a reply takes its thread's. */
  commentedEntity: { id: string; type: CommentedEntityType; name: string | null } | null;
  /** The campaign or concept that holds the commented entity, as the read side knows it (null: no such entity). */
  entityHolderId: string | null;
  /** Mentioned users who may not see the topic. */
  mentionsOutOfReach: string[];
};
export type EditComment = CommentCaller & {
  type: 'EditComment';
  commentId: string;
  text: string;
  mentions: string[];
  mentionsOutOfReach: string[];
};
export type ResolveComment = CommentCaller & { type: 'ResolveComment'; commentId: string; resolved: boolean };
export type DeleteComment = CommentCaller & { type: 'DeleteComment'; commentId: string };
export type AttachToComment = CommentCaller & {
  type: 'AttachToComment';
  commentId: string;
  attachment: Omit<CommentAttachment, 'uploadedBy' | 'uploadedAt'>;
};

export type CommentCommand = PostComment | EditComment | ResolveComment | DeleteComment | AttachToComment;
