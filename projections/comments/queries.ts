// A topic's comments as the panel reads them: the threads a viewer may see (private ones only for their author and
// the users they mention), replies nested under the first comment, user and mention names joined at read time.
import type pg from 'pg';
import type { CommentAttachment, CommentTopic, CommentView } from '../../domain/comment';
import type { CommentReply, MentionCandidate } from '../../domain/comment/answers';
import { likePattern } from '../list';
import { namedKeys } from '../named-files';

interface CommentRow {
  id: string;
  threadId: string | null;
  text: string;
  resolved: boolean;
  isDeleted: boolean;
  private: boolean;
  mentions: string[];
  hotspot: { x: number; y: number } | null;
  timeCode: number | null;
  entityId: string;
  entityType: CommentView['commentedEntityType'];
  entityName: string | null;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  attachments: CommentAttachment[];
  createdAt: Date;
  updatedAt: Date;
}

/** The topic's column and id: the column is one of two names, never the caller's text. */
const topicWhere = (topic: CommentTopic) =>
  topic.campaignId !== undefined
    ? { column: 'campaign_id', id: topic.campaignId, path: `campaigns/${topic.campaignId}/new-comments` }
    : { column: 'concept_id', id: topic.conceptId, path: `concepts/${topic.conceptId}/comments` };

const VISIBLE = `(NOT c.private OR c.user_id = $2 OR $2 = ANY(c.mentions))`;

/** Where an attachment is downloaded from. */
const attachmentUrl = (topic: CommentTopic, commentId: string, attachmentId: string) =>
  `/api/v1/${topicWhere(topic).path}/${commentId}/attachments/${attachmentId}`;

async function mentionNames(pool: pg.Pool, rows: CommentRow[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(rows.flatMap((r) => r.mentions))];
  if (ids.length === 0) return new Map();
  const { rows: users } = await pool.query<{ id: string; name: string | null }>(
    `SELECT id, COALESCE(name, email) AS name FROM user_account WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(users.map((u) => [u.id, u.name]));
}

function toView(topic: CommentTopic, row: CommentRow, names: Map<string, string | null>): CommentReply {
  const deleted = row.isDeleted;
  return {
    _id: row.id,
    text: deleted ? '' : row.text,
    resolved: row.resolved,
    isDeleted: deleted,
    private: row.private,
    attachments: deleted
      ? []
      : row.attachments.map((a) => ({
          _id: a.attachmentId,
          fileName: a.fileName,
          format: a.format,
          size: a.size,
          url: attachmentUrl(topic, row.id, a.attachmentId),
        })),
    mentions: deleted ? [] : row.mentions.map((_id) => ({ _id, name: names.get(_id) ?? null })),
    threadId: row.threadId,
    threadedComments: [],
    hotspot: row.hotspot,
    timeCode: row.timeCode,
    commentedEntityId: row.entityId,
    commentedEntityType: row.entityType,
    commentedEntityName: row.entityName,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Threads newest first; a deleted first comment stays only while it holds replies; deleted replies are gone. */
async function threadsWhere(
  pool: pg.Pool,
  topic: CommentTopic,
  viewerId: string,
  rootCondition: string,
  value: string[] | string | null,
): Promise<CommentView[]> {
  const { column, id } = topicWhere(topic);
  const { rows } = await pool.query<CommentRow>(
    `WITH roots AS (SELECT c.id FROM comment c WHERE c.${column} = $1 AND c.thread_id IS NULL AND ${VISIBLE} AND ${rootCondition})
     SELECT c.id, c.thread_id AS "threadId", c.text, c.resolved, c.is_deleted AS "isDeleted", c.private, c.mentions, c.hotspot, c.time_code AS "timeCode",
       c.entity_id AS "entityId", c.entity_type AS "entityType", c.entity_name AS "entityName", c.user_id AS "userId", u.name AS "userName",
       u.email AS "userEmail", c.attachments, c.created_at AS "createdAt", c.updated_at AS "updatedAt"
     FROM comment c LEFT JOIN user_account u ON u.id = c.user_id
     WHERE c.id IN (SELECT id FROM roots) OR (c.thread_id IN (SELECT id FROM roots) AND NOT c.is_deleted)
     ORDER BY c.seq`,
    [id, viewerId, value],
  );
  const names = await mentionNames(pool, rows);
  const roots = new Map<string, CommentView>();
  for (const row of rows) {
    const view = toView(topic, row, names);
    if (row.threadId === null) roots.set(row.id, view);
    else roots.get(row.threadId)?.threadedComments.push(view);
  }
  return [...roots.values()].filter((t) => !t.isDeleted || t.threadedComments.length > 0).reverse();
}

/** The threads about any of these entities, or about anything in the topic when none are named. */
export const topicThreads = (pool: pg.Pool, topic: CommentTopic, viewerId: string, entityIds: string[] | null) =>
  threadsWhere(pool, topic, viewerId, '($3::text[] IS NULL OR c.entity_id = ANY($3::text[]))', entityIds);

/** One thread by the id of any of its comments, or null when the viewer may not see it. */
export async function threadOf(
  pool: pg.Pool,
  topic: CommentTopic,
  viewerId: string,
  commentId: string,
): Promise<CommentView | null> {
  const [thread] = await threadsWhere(
    pool,
    topic,
    viewerId,
    `c.id = (SELECT COALESCE(x.thread_id, x.id) FROM comment x WHERE x.id = $3::text)`,
    commentId,
  );
  return thread ?? null;
}

interface EntityCommentCount {
  entityId: string;
  unresolved: number;
  total: number;
}

/** Per entity, the viewer's visible threads not deleted, and of those the unresolved (the comments button's badge). */
export async function commentCounts(
  pool: pg.Pool,
  topic: CommentTopic,
  viewerId: string,
  entityIds: string[] | null,
): Promise<EntityCommentCount[]> {
  const { column, id } = topicWhere(topic);
  const { rows } = await pool.query<EntityCommentCount>(
    `SELECT c.entity_id AS "entityId", (count(*) FILTER (WHERE NOT c.resolved))::int AS unresolved, count(*)::int AS total
     FROM comment c WHERE c.${column} = $1 AND c.thread_id IS NULL AND NOT c.is_deleted AND ${VISIBLE} AND ($3::text[] IS NULL OR c.entity_id = ANY($3::text[]))
     GROUP BY c.entity_id ORDER BY c.entity_id`,
    [id, viewerId, entityIds],
  );
  return rows;
}

/** An attachment of a comment the viewer may see (its thread's privacy), or null. */
export async function commentAttachment(
  pool: pg.Pool,
  topic: CommentTopic,
  viewerId: string,
  commentId: string,
  attachmentId: string,
): Promise<CommentAttachment | null> {
  const thread = await threadOf(pool, topic, viewerId, commentId);
  if (!thread || ![thread, ...thread.threadedComments].some((c) => c._id === commentId)) return null;
  const { column, id } = topicWhere(topic);
  const { rows } = await pool.query<{ attachment: CommentAttachment }>(
    `SELECT a AS attachment FROM comment c, jsonb_array_elements(c.attachments) a WHERE c.id = $2 AND c.${column} = $1 AND NOT c.is_deleted AND a->>'attachmentId' = $3`,
    [id, commentId, attachmentId],
  );
  return rows[0]?.attachment ?? null;
}

/** Who may be mentioned, with the partner the route checks their reach with. */
type Candidate = MentionCandidate & { partnerId: string | null };

/** Active users of the partner and internal users, matching the input by name or email, not of the excluded roles. */
export async function mentionCandidates(
  pool: pg.Pool,
  partnerId: string,
  input: string | undefined,
  excludeRoles: string[],
  limit: number,
): Promise<Candidate[]> {
  const { rows } = await pool.query<Candidate>(
    `SELECT u.id AS "_id", u.name, u.email, u.role, u.partner_id AS "partnerId" FROM user_account u
     WHERE u.status = 'ACTIVE' AND (u.partner_id = $1 OR u.partner_id IS NULL) AND u.role <> 'ANALYST' AND NOT (u.role = ANY($2::text[]))
       AND ($3::text IS NULL OR u.name ILIKE $3 OR u.email ILIKE $3)
     ORDER BY lower(COALESCE(u.name, u.email)), u.id LIMIT $4`,
    [partnerId, excludeRoles, likePattern(input), limit],
  );
  return rows;
}

/** Which of these blob keys an attachment names (the orphan sweep's question); null while the projection is behind
 * `upTo`. */
export const namedCommentFiles = (pool: pg.Pool, keys: string[], upTo: number) =>
  namedKeys(
    pool,
    'comments',
    `SELECT a->>'location' FROM comment c, jsonb_array_elements(c.attachments) a WHERE a->>'location' = ANY($1::text[])`,
    keys,
    upTo,
  );
