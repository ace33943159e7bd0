// How long a text may be where the spec gives no limit: what a user would accept. Names keep NAME_MAX_LENGTH
// (validation.ts); the spec's own limits (concept name 64, custom objective 200, creative direction 1000) stay
// beside their rules. The read side never depends on these: its indexes hold a bounded prefix or a hash
// (projections/migrations/014_bounded_text_indexes.sql).

/** Codes and other systems' ids: format ids, languages, element keys, platform campaign and ad set ids. */
export const KEY_MAX_LENGTH = 64;
/** A file's name, as file systems hold one. */
export const FILE_NAME_MAX_LENGTH = 255;
/** A signal's value, a CSV cell, a search: one short line. */
export const SHORT_TEXT_MAX_LENGTH = 255;
/** A link: what browsers and CDNs reliably carry. */
export const URL_MAX_LENGTH = 2048;
/** Free text: a dynamic element's value, other free text. */
export const TEXT_MAX_LENGTH = 5000;
/** A CSV sent as text: 10,000 rows of about 50 characters. */
export const CSV_MAX_LENGTH = 512 * 1024;

/** 'The <what> must be at most <max> characters'. */
export const tooLong = (what: string, max: number) => `The ${what} must be at most ${max} characters`;

/** The message when the text is longer than max, else null. */
export const lengthError = (text: string | null | undefined, max: number, what: string): string | null =>
  (text?.length ?? 0) > max ? tooLong(what, max) : null;
