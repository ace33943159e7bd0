// The tearsheets read model (017_tearsheets.sql): one statement per event of domain/tearsheet/events.ts.
import type { TearsheetEvent } from '../../domain/tearsheet/events';
import { perEvent, sql, type Projection } from '../projection';

export const tearsheetsProjection: Projection = {
  name: 'tearsheets',
  tables: ['tearsheet', 'tearsheet_link'],
  ...perEvent<TearsheetEvent>({
    TearsheetRequested: (e) =>
      sql(
        `INSERT INTO tearsheet (id, campaign_id, partner_id, filter, requested_by, requested_at, position)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
        [
          e.data.tearsheetId,
          e.data.campaignId,
          e.data.partnerId,
          JSON.stringify(e.data.filter),
          e.data.requestedBy,
          e.data.at,
          e.position,
        ],
      ),
    TearsheetCollected: (e) =>
      sql(`UPDATE tearsheet SET status = 'building', entries = $2, entries_key = $3, done = 0 WHERE id = $1`, [
        e.data.tearsheetId,
        e.data.entries,
        e.data.entriesKey,
      ]),
    TearsheetProgressed: (e) =>
      sql(`UPDATE tearsheet SET done = greatest(done, $2) WHERE id = $1`, [e.data.tearsheetId, e.data.done]),
    TearsheetBuilt: (e) =>
      sql(
        `UPDATE tearsheet SET status = 'ready', done = $2, entries = $2, pdf_key = $3, pages = $4, bytes = $5, build_ms = $6,
           finished_at = $7 WHERE id = $1`,
        [e.data.tearsheetId, e.data.entries, e.data.pdfKey, e.data.pages, e.data.bytes, e.data.buildMs, e.data.at],
      ),
    TearsheetFailed: (e) =>
      sql(`UPDATE tearsheet SET status = 'failed', reason = $2, finished_at = $3 WHERE id = $1`, [
        e.data.tearsheetId,
        e.data.reason,
        e.data.at,
      ]),
    TearsheetLinkCreated: (e) =>
      sql(
        `INSERT INTO tearsheet_link (id, tearsheet_id, token_hash, expires_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [e.data.linkId, e.data.tearsheetId, e.data.tokenHash, e.data.expiresAt, e.data.by, e.data.at],
      ),
    TearsheetLinkRevoked: (e) =>
      sql(`UPDATE tearsheet_link SET revoked_by = $2, revoked_at = $3 WHERE id = $1`, [
        e.data.linkId,
        e.data.by,
        e.data.at,
      ]),
    TearsheetLinkOpened: (e) =>
      sql(`UPDATE tearsheet_link SET opened = opened + 1, last_opened_at = $2 WHERE id = $1`, [
        e.data.linkId,
        e.data.at,
      ]),
  }),
};
