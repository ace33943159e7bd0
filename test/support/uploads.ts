// Upload helpers for the asset API tests: real media made here (pictures by sharp, a video by ffmpeg, zips
// by yazl), multipart calls that reuse an HttpClient's session, a streamed oversize body that is never held
// in memory, an upload its client abandons mid-stream, waiting for an upload's workflow, what a refused call
// may have left behind, a small file server for links, and a websocket client for /ws.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { expect } from 'vitest';
import yazl from 'yazl';
import { FFMPEG, runTool } from '../../workflows/media/tools';
import { unfinishedUploads } from '../../projections/assets/queries';
import type { UploadItem } from '../../projections/assets/upload-item';
import type { TestApp } from './app';
import { eventually } from './eventually';
import type { HttpClient, Reply } from './http';

export type { UploadItem };

// ---- Media ----

let made = 0;

/**
 * A picture of the given size: a plain background with a small patch of noise, so that no two calls give
 * the same bytes (the library merges uploads by content hash).
 */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const n = ++made;
  const background = { r: (n * 67) % 256, g: (n * 131) % 256, b: (n * 199) % 256 };
  const patch = Math.max(1, Math.min(8, width, height));
  const noise = await sharp(randomBytes(patch * patch * 3), { raw: { width: patch, height: patch, channels: 3 } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: noise, left: 0, top: 0 },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

export const pngImage = (width = 64, height = 48) => picture(width, height, 'png');
export const jpegImage = (width = 64, height = 48) => picture(width, height, 'jpeg');

/** A PNG signature followed by noise: accepted as a file, unreadable when processed. */
export async function corruptPng(): Promise<Buffer> {
  return Buffer.concat([(await pngImage()).subarray(0, 8), randomBytes(2000)]);
}

/** A 2 s 320x240 test-pattern MP4; a random comment makes each one's bytes new. */
export async function mp4Video(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-mp4-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await runTool(FFMPEG, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      `comment=${randomBytes(8).toString('hex')}`,
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A zip of the given entries (name inside the zip → bytes). */
export async function zipOf(entries: Record<string, Uint8Array>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Dimensions of picture bytes as 'WxH'. */
export async function dimensionsOf(bytes: Uint8Array): Promise<string> {
  const { width, height } = await sharp(bytes).metadata();
  return `${width}x${height}`;
}

// ---- Multipart calls ----

export interface UploadFile {
  name: string;
  data: Uint8Array;
  type: string;
  /** The form field the file is sent in; the API reads only 'file'. */
  field?: string;
}

export const file = (name: string, data: Uint8Array, type: string): UploadFile => ({ name, data, type });

/** The session cookie an HttpClient holds, for raw fetches and sockets. */
export const cookieOf = (client: HttpClient): string | null => client.cookieHeader() || null;

export type Query = Record<string, string | undefined>;

function queryString(query: Query): string {
  const entries = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** POST /assets/single-files as multipart/form-data: the fields first, then the files, on the client's session. */
export async function upload<T = any>(
  client: HttpClient,
  query: Query = {},
  fields: Record<string, string> = {},
  files: UploadFile[] = [],
): Promise<Reply<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return client.request<T>('POST', `/assets/single-files${queryString(query)}`, form);
}

/**
 * Streams a multipart upload of one file of `size` zero bytes, generated chunk by chunk (never held in
 * memory), through node's http.request. Resolves with the answer as soon as it comes, even if the server
 * answers before the body is sent; the rest of the body is then dropped.
 */
export function streamZeros(
  client: HttpClient,
  size: number,
  query: Query = {},
  name = 'huge.mp4',
): Promise<{ status: number; body: any; sent: number }> {
  const boundary = `----varia${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  let stop = false;
  const body = Readable.from(
    (function* () {
      yield head;
      for (let left = size; left > 0 && !stop; left -= chunk.length) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        sent += piece.length;
        yield piece;
      }
      if (!stop) yield tail;
    })(),
    { objectMode: false },
  );
  const url = new URL(`${client.baseUrl}/api/v1/assets/single-files${queryString(query)}`);
  const cookie = cookieOf(client);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
        ...(cookie ? { cookie } : {}),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      stop = true;
      body.unpipe(request);
      body.destroy();
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: parsed, sent });
      });
      response.on('error', reject);
    });
    // Once answered, the server may close the connection on the unsent rest of the body: that is expected.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(request);
  });
}

/**
 * Starts a multipart upload of two files: sends the first whole and `sent` bytes of the second (announced as
 * `size` bytes), waits until the server is writing the second (a half-written put appears), then cuts the
 * connection, as a client that goes away does.
 */
export async function abandonedUpload(t: TestApp, client: HttpClient, size: number, sent: number): Promise<void> {
  const boundary = `----varia${randomBytes(12).toString('hex')}`;
  const part = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`;
  const head = Buffer.from(`${part('whole.mp4')}whole\r\n${part('cut.mp4')}`);
  const cookie = cookieOf(client);
  const before = new Set((await kept(t)).partial);
  const request = http.request(new URL(`${client.baseUrl}/api/v1/assets/single-files`), {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size),
      ...(cookie ? { cookie } : {}),
    },
  });
  request.on('error', () => undefined);
  request.write(Buffer.concat([head, Buffer.alloc(sent)]));
  await eventually(async () => expect((await kept(t)).partial.some((file) => !before.has(file))).toBe(true));
  request.destroy();
}

// ---- Waiting for uploads ----

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until the projections hold everything appended so far. */
export async function caughtUp(t: TestApp): Promise<void> {
  const head = await t.system.deps.store.headPosition();
  if (!(await t.system.runner.waitFor(head, 10_000))) throw new Error('projections did not catch up');
}

/** Waits for the upload's workflow to end and the read model to show it, then answers its upload item. */
export async function waitForUpload(
  t: TestApp,
  client: HttpClient,
  assetId: string,
  timeoutMs = 30_000,
): Promise<UploadItem> {
  await within(t.system.deps.uploads.result(assetId), timeoutMs, `upload ${assetId}`);
  await caughtUp(t);
  // The workflow's last event can reach the whole-log read a moment after its append (gap safety): read again
  // until the item shows the outcome.
  let item: UploadItem | undefined;
  await eventually(async () => {
    const reply = await client.get<UploadItem>(`/assets/single-files/uploads/${assetId}`);
    if (reply.status !== 200) throw new Error(`upload item ${assetId}: ${reply.status} ${JSON.stringify(reply.body)}`);
    expect(['PENDING', 'UPLOADING', 'PROCESSING']).not.toContain(reply.body.status);
    item = reply.body;
  }, 10_000);
  return item!;
}

/** Uploads the files (expecting 202) and waits for each to finish; answers the items in the order sent. */
export async function uploadAndWait(
  t: TestApp,
  client: HttpClient,
  query: Query,
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<UploadItem[]> {
  const reply = await upload(client, query, fields, files);
  if (reply.status !== 202) throw new Error(`upload: ${reply.status} ${JSON.stringify(reply.body)}`);
  const ids = (reply.body.uploadedAssets as { tempAssetId: string }[]).map((a) => a.tempAssetId);
  return Promise.all(ids.map((id) => waitForUpload(t, client, id)));
}

/** One picture uploaded and DONE; answers its asset id. */
export async function uploadedAsset(
  t: TestApp,
  client: HttpClient,
  query: Query,
  f: UploadFile,
  fields: Record<string, string> = {},
): Promise<string> {
  const [item] = await uploadAndWait(t, client, query, fields, [f]);
  if (item?.status !== 'DONE') throw new Error(`upload of ${f.name} ended ${JSON.stringify(item)}`);
  return item.tempAssetId;
}

// ---- What a refused call may have left behind ----

/** Waits until no upload is unfinished, so that no workflow writes files while a test compares what is kept. */
export async function settled(t: TestApp): Promise<void> {
  await caughtUp(t);
  await eventually(async () => expect(await unfinishedUploads(t.system.deps.pool)).toEqual([]), 60_000);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export interface Kept {
  events: number;
  /** Files under the blob store's staging/ (commands/blob-store/filesystem-blob-store.ts: DATA_DIR/blobs/<key>). */
  staged: string[];
  /** Half-written puts (DATA_DIR/tmp/blobs/*.part). */
  partial: string[];
}

/** Where half-written puts go (commands/blob-store/index.ts). */
export const partialDir = (t: TestApp) => path.join(t.config.dataDir, 'tmp', 'blobs');

export async function kept(t: TestApp): Promise<Kept> {
  const { rows } = await t.system.deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_event');
  return {
    events: Number(rows[0]!.n),
    staged: await filesUnder(path.join(t.config.dataDir, 'blobs', 'staging')),
    partial: await filesUnder(partialDir(t)),
  };
}

// ---- A file server for links ----

export interface FileServer {
  url(pathname: string): string;
  close(): Promise<void>;
}

/** Serves the given paths with their content types; any other path answers 404. */
export async function serveFiles(files: Record<string, { type: string; data: Uint8Array }>): Promise<FileServer> {
  const server = http.createServer((request, response) => {
    const found = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!found) return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response
      .writeHead(200, { 'content-type': found.type, 'content-length': String(found.data.length) })
      .end(found.data);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- /ws ----

/** The part of the `ws` package's client used here (ws ships no types and @types/ws is not installed). */
interface WsClient {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(
    event: 'unexpected-response',
    listener: (request: http.ClientRequest, response: http.IncomingMessage) => void,
  ): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => WsClient;

export interface LiveMessage {
  type: string;
  [key: string]: any;
}

export interface LiveSocket {
  messages: LiveMessage[];
  /** Resolves once the socket is open, or rejects with the HTTP status that refused it ('refused 401'). */
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** The first message (already received or still to come) that matches; rejects after timeoutMs. */
  next(match: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): void;
}

/** Opens ws://…/ws?key=… with the client's session cookie, or a cookie header given as text, or none (null). */
export function liveSocket(t: TestApp, session: HttpClient | string | null, key: string): LiveSocket {
  const cookie = typeof session === 'string' ? session : session ? cookieOf(session) : null;
  const socket = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/ws?key=${encodeURIComponent(key)}`, {
    headers: cookie ? { cookie } : {},
  });
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString('utf8')) as LiveMessage);
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    // With this listener ws leaves the refused request to us: drop it, or the server's close waits on it.
    socket.on('unexpected-response', (request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      response.resume();
      request.destroy();
    });
    socket.on('error', (error) => reject(error));
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  return {
    messages,
    opened,
    closed,
    close: () => socket.close(),
    next: (match, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
