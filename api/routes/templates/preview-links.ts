// Signed preview links. A template's preview runs under `Content-Security-Policy: sandbox allow-scripts`: an
// opaque origin, so its scripts can neither read the product's cookies nor call its API with the session. The
// same sandbox keeps the browser from sending the (SameSite=Lax) session cookie with the page's own requests
// for its images, scripts and styles; so the HTML the session-checked preview URL serves gets a <base> on a signed
// link whose path carries an HMAC of the template id and an expiry, and the page's relative URLs resolve there. The key
// lives in
// the API process and changes on restart (a preview open across a restart is reopened from its session URL).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';

/** How long a signed preview link serves a template's files. */
const PREVIEW_LINK_TTL_MS = 60 * 60 * 1000;

interface PreviewSigner {
  /** The signature segment of a link for this template, valid until now + PREVIEW_LINK_TTL_MS. */
  sign(templateId: string, now: Date): string;
  /** Whether the segment is this template's and not expired. */
  verify(templateId: string, signature: string, now: Date): boolean;
}

const signers = new WeakMap<object, Map<string, PreviewSigner>>();

/**
 * One signer per app and purpose (its routes that sign and that verify share it): each purpose has a key of its own,
 * so a link signed for one kind of file (a template's, a variant's asset) never opens another kind.
 */
export function signerOf(owner: object, purpose = 'template'): PreviewSigner {
  let byPurpose = signers.get(owner);
  if (!byPurpose) signers.set(owner, (byPurpose = new Map()));
  let signer = byPurpose.get(purpose);
  if (!signer) byPurpose.set(purpose, (signer = previewSigner()));
  return signer;
}

function previewSigner(key: Buffer = randomBytes(32)): PreviewSigner {
  const mac = (templateId: string, expires: number) =>
    createHmac('sha256', key).update(`${templateId}:${expires}`).digest('base64url');
  return {
    sign(templateId, now) {
      const expires = now.getTime() + PREVIEW_LINK_TTL_MS;
      return `${expires}.${mac(templateId, expires)}`;
    },
    verify(templateId, signature, now) {
      const [expiresText, given] = signature.split('.');
      const expires = Number(expiresText);
      if (!given || !Number.isSafeInteger(expires) || expires < now.getTime()) return false;
      const expected = Buffer.from(mac(templateId, expires));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
/**
 * Signed links live beside the API, not in /api/v1: they are no API call (no session, no JSON), only a template's
 * files for its sandboxed page, and a wildcard path that the route contract's listing does not take.
 */
export const SIGNED_PREVIEWS = '/api/template-previews';
export const signedBase = (templateId: string, signature: string) => `${SIGNED_PREVIEWS}/${templateId}/${signature}/`;
/** The signed link of the folder that holds the version's file at `path`: the base its relative URLs resolve on. */
export const signedFolderOf = (templateId: string, signature: string, path: string) =>
  signedBase(templateId, signature) + encodePath(path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The HTML with `<base href>` first in its head (the first base element wins, so a template's own comes second).
 * Without a head it goes after <html>, else after the doctype (never before it: that would be quirks mode).
 */
export function withBase(html: Buffer, href: string): string {
  const text = html.toString('utf8');
  const base = `<base href="${href.replace(/"/g, '%22')}">`;
  const anchor = /<head\b[^>]*>/i.exec(text) ?? /<html\b[^>]*>/i.exec(text) ?? /<!doctype[^>]*>/i.exec(text);
  if (!anchor) return base + text;
  const at = anchor.index + anchor[0].length;
  return text.slice(0, at) + base + text.slice(at);
}
