// The screenshots of a page of formats, for the personalise and creatives rows: each format's content fingerprint is
// computed as the domain computes it (the one approvals bind to) from the values the page read, and one read then finds
// the pictures of those fingerprints and of each format's last picture (domain/screenshot/view.ts judges the rest).
import type { ElementValue } from '../../domain/personalise/events';
import { contentFingerprint } from '../../domain/personalise/fingerprint';
import {
  formatScreenshot,
  type FormatScreenshot,
  type RenderEntry,
  type StoredPicture,
} from '../../domain/screenshot/view';
import { picturesOf } from './queries';
import type pg from 'pg';

/** The format's latest queue entry as JSON, for a page query over `variant_format ${alias}`. */
export const RENDER_ENTRY_JSON = (alias: string) =>
  `(SELECT json_build_object('status', q.status, 'fingerprint', q.fingerprint, 'reason', q.reason, 'last', q.shot_fingerprint)
    FROM render_queue_entry q WHERE q.format_id = ${alias}.id)`;

export interface RenderEntryRecord extends RenderEntry {
  /** The fingerprint of the format's last picture. */
  last: string | null;
}

export interface FormatForScreenshot {
  id: string;
  templateId: string;
  values: Record<string, ElementValue>;
  cards: number | null;
  filled: boolean;
  render: RenderEntryRecord | null;
}

export interface PageScreenshots {
  /** The format's screenshot (unrendered for a format not on the page). */
  of(formatId: string): FormatScreenshot;
  /** A picture of one of the `also` fingerprints, when there is one. */
  picture(fingerprint: string | null): StoredPicture | null;
}

export async function pageScreenshots(
  pool: pg.Pool,
  campaignId: string,
  templates: readonly { templateId: string; version: number }[],
  formats: readonly FormatForScreenshot[],
  also: readonly (string | null)[] = [],
): Promise<PageScreenshots> {
  const versions = new Map(templates.map((t) => [t.templateId, t.version]));
  const current = new Map(
    formats.map((f) => [
      f.id,
      contentFingerprint({ templateId: f.templateId, version: versions.get(f.templateId) ?? 0 }, f.values, f.cards),
    ]),
  );
  const wanted = [...current.values(), ...formats.map((f) => f.render?.last ?? null), ...also].filter(
    (fp): fp is string => fp !== null,
  );
  const pictures = await picturesOf(pool, wanted);
  const byId = new Map(formats.map((f) => [f.id, f]));
  return {
    of(formatId) {
      const f = byId.get(formatId);
      const fingerprint = current.get(formatId) ?? '';
      const entry = f?.render ?? null;
      return formatScreenshot({
        campaignId,
        fingerprint,
        filled: f?.filled ?? false,
        entry: entry && { status: entry.status, fingerprint: entry.fingerprint, reason: entry.reason },
        current: pictures.get(fingerprint) ?? null,
        last: entry?.last ? (pictures.get(entry.last) ?? null) : null,
      });
    },
    picture: (fingerprint) => (fingerprint ? (pictures.get(fingerprint) ?? null) : null),
  };
}
