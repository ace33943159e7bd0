// The far end of Google Cloud Storage as far as credentials go, which gcp-storage-emulator does not check: a small
// HTTP or HTTPS front on loopback before the emulator. Every call must carry a JWT signed by the key of a service
// account registered here (the product's GCS adapter sends a self-signed one to a connector's own endpoint); an
// unknown account, a wrong signature or an expired JWT is refused 401 'Invalid Credentials', and an account without
// rights on the bucket 403, each with Google's JSON API error body. A call let through goes to the emulator, which
// answers the rest (a bucket that does not exist: 404).
import { verify } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { KeyPair } from './key-pair';

export interface GcsFront {
  endpoint: string;
  /** Registers a service account by its public key, with rights on `buckets`. */
  grant(email: string, publicKey: string, buckets: string[]): void;
  stop(): Promise<void>;
}

/** Google's JSON API error answer. */
function refuse(res: ServerResponse, code: 401 | 403, message: string, reason: string) {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }] } }));
}

const BUCKET_PATH = /^\/(?:upload\/|download\/)?storage\/v1\/b\/([^/?]+)/;
const PERMISSION: Record<string, string> = {
  GET: 'storage.objects.list',
  POST: 'storage.objects.create',
  PUT: 'storage.objects.create',
  DELETE: 'storage.objects.delete',
};

/** The JWT's issuer when its RS256 signature is the account's and it has not expired; else null. */
function signedBy(authorization: string | undefined, keys: Map<string, string>): string | null {
  const [header, payload, signature] = (authorization ?? '').replace(/^Bearer /, '').split('.');
  if (!header || !payload || !signature) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iss?: string; exp?: number };
  const key = claims.iss ? keys.get(claims.iss) : undefined;
  if (!key || (claims.exp ?? 0) * 1000 < Date.now()) return null;
  const data = Buffer.from(`${header}.${payload}`);
  return verify('RSA-SHA256', data, key, Buffer.from(signature, 'base64url')) ? claims.iss! : null;
}

async function forward(req: IncomingMessage, res: ServerResponse, emulator: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(
      ([name]) => !['host', 'authorization', 'connection', 'content-length', 'transfer-encoding'].includes(name),
    ),
  ) as Record<string, string>;
  const answer = await fetch(`${emulator}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  const type = answer.headers.get('content-type');
  res.writeHead(answer.status, type ? { 'content-type': type } : {});
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** A front before the emulator at `emulator`; with `tls`, over HTTPS with its (self-signed) certificate. */
export async function startGcsFront(emulator: string, tls?: KeyPair): Promise<GcsFront> {
  const keys = new Map<string, string>();
  const rights = new Map<string, Set<string>>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const email = signedBy(req.headers.authorization, keys);
    if (!email) return refuse(res, 401, 'Invalid Credentials', 'authError');
    const bucket = BUCKET_PATH.exec(req.url ?? '')?.[1];
    if (bucket && !rights.get(email)?.has(decodeURIComponent(bucket))) {
      const permission = PERMISSION[req.method ?? 'GET'] ?? 'storage.objects.get';
      return refuse(
        res,
        403,
        `${email} does not have ${permission} access to the Google Cloud Storage bucket. Permission '${permission}' ` +
          'denied on resource (or it may not exist).',
        'forbidden',
      );
    }
    forward(req, res, emulator).catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  };
  const server = tls ? createHttpsServer({ key: tls.privateKey, cert: tls.cert }, handle) : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    grant(email, publicKey, buckets) {
      keys.set(email, publicKey);
      rights.set(email, new Set(buckets));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
