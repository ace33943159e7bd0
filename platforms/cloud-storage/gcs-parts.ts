// A GCS resumable upload as ./parts.ts drives it: the SDK opens the session (its URI is the handle); each part is a
// PUT of its byte range to the session, the last one naming the total, which makes the object. Resuming asks the
// session what it holds (`Content-Range: bytes */<size>` answers 308 with `Range: bytes=0-<last>`), as the SDK's own
// checkUploadStatus does, which it does not export; a session Google no longer knows (404, 410) begins anew.
import type { File, Storage } from '@google-cloud/storage';
import type { PartedUpload, PartsPlan } from './bucket';
import { SOURCE_METADATA } from './bucket';

const RESUME_INCOMPLETE = 308;
const GONE = [404, 410];

export async function gcsParts(
  storage: Storage,
  file: File,
  plan: PartsPlan,
  signal: AbortSignal,
): Promise<PartedUpload> {
  const put = (uri: string, range: string, data?: Buffer) =>
    storage.authClient.request({
      url: uri,
      method: 'PUT',
      headers: { 'Content-Range': `bytes ${range}` },
      data,
      signal,
      validateStatus: (status) =>
        status === RESUME_INCOMPLETE || (status >= 200 && status < 300) || GONE.includes(status),
    });

  /** The bytes the session holds; null when it is gone or made its object already (which head did not find). */
  async function held(uri: string) {
    const answer = await put(uri, `*/${plan.size}`);
    if (answer.status !== RESUME_INCOMPLETE) return null;
    const range = new Headers(answer.headers as HeadersInit).get('range');
    return range ? Number(range.split('-')[1]) + 1 : 0;
  }

  const resumed = plan.resume?.uri;
  const confirmed = resumed ? await held(resumed) : null;
  const uri =
    confirmed === null
      ? (await file.createResumableUpload({ metadata: { metadata: { [SOURCE_METADATA]: plan.source } } }))[0]
      : resumed!;
  return {
    handle: { uri },
    confirmed: confirmed ?? 0,
    async send(part, offset) {
      const answer = await put(uri, `${offset}-${offset + part.length - 1}/${plan.size}`, part);
      if (GONE.includes(answer.status)) throw new Error(`The upload session of ${file.name} is gone`);
    },
    // The last part made the object.
    complete: async () => undefined,
  };
}
