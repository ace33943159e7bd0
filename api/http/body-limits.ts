// How big a request body may be (Fastify's bodyLimit, per route). JSON bodies are small: a name, settings, a
// brief, a comment. Personalise and creatives calls may carry a whole tree's ids (10,000 variants and their
// formats) or a CSV as text. Multipart uploads are bounded by @fastify/multipart's limits (UPLOAD_LIMITS: files,
// file size, field size), and the template editor's code by its own (EDIT_BODY_LIMIT).
import type { RouteOptions } from 'fastify';
import { CSV_MAX_LENGTH } from '../../domain/shared/text-limits';

export const DEFAULT_BODY_LIMIT = 256 * 1024;
/** A tree's ids at 10,000 variants, or a CSV of CSV_MAX_LENGTH characters written as JSON (up to 3 bytes each). */
export const BULK_BODY_LIMIT = Math.max(4 * 1024 * 1024, 3 * CSV_MAX_LENGTH + 64 * 1024);

/** An onRoute hook: the routes of its plugin that name no limit of their own take BULK_BODY_LIMIT. */
export function allowBulkBodies(route: RouteOptions): void {
  route.bodyLimit ??= BULK_BODY_LIMIT;
}
