// One stream per topic, `Comments-<campaignId|conceptId>` (spec 2 §3 Comment, §7): a reply must find its thread
// and a thread lives in one topic, so the topic's comments are one consistent state. Every event names exactly one
// of campaignId or conceptId, so the audit trail files it under the campaign or the concept.

/** Where a comment is kept: exactly one of the two (spec 2 §5). */
export type CommentTopic = { campaignId: string; conceptId?: never } | { conceptId: string; campaignId?: never };

export const COMMENTED_ENTITY_TYPES = [
  'campaign',
  'variant',
  'concept',
  'storyboards',
  'storyboard',
  'template',
] as const;
export type CommentedEntityType = (typeof COMMENTED_ENTITY_TYPES)[number];

/** A point on the commented picture or video frame, as fractions of its width and height. */
export interface Hotspot {
  x: number;
  y: number;
}

/** A file kept in the blob store beside the comment. */
export interface CommentAttachment {
  attachmentId: string;
  fileName: string;
  format: string;
  size: number;
  location: string;
  uploadedBy: string;
  uploadedAt: string;
}

export type CommentPosted = {
  type: 'CommentPosted';
  data: CommentTopic & {
    commentId: string;
    partnerId: string;
    /** The thread's first comment; null for a thread of its own. */
    threadId: string | null;
    text: string;
    private: boolean;
    /** User ids. */
    mentions: string[];
    hotspot: Hotspot | null;
    /** Seconds into the video. */
    timeCode: number | null;
    commentedEntityId: string;
    commentedEntityType: CommentedEntityType;
    commentedEntityName: string | null;
    by: string;
    at: string;
  };
};
export type CommentEdited = {
  type: 'CommentEdited';
  data: CommentTopic & { commentId: string; text: string; mentions: string[]; by: string; at: string };
};
export type CommentResolved = {
  type: 'CommentResolved';
  data: CommentTopic & { commentId: string; resolved: boolean; by: string; at: string };
};
/** Soft delete: the comment stays (its replies keep their thread) but shows no text. */
export type CommentDeleted = {
  type: 'CommentDeleted';
  data: CommentTopic & { commentId: string; by: string; at: string };
};
export type CommentAttachmentAdded = {
  type: 'CommentAttachmentAdded';
  data: CommentTopic & { commentId: string; attachment: CommentAttachment };
};

export type CommentEvent = CommentPosted | CommentEdited | CommentResolved | CommentDeleted | CommentAttachmentAdded;
