// Upload figures end to end through the product's HTTP API and its upload workflows: many small images
// (files/s from the first request until every upload is DONE) and one 1 GB file streamed from a generator
// (MB/s, and how much the product's peak RSS grows over its idle peak, which must stay small: the file never sits
// whole in memory). The idle peak is a figure of its own, beside a bare Node process started the same way.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { bareNodePeakRssMb, type BenchProduct } from './product';

const SMALL_IMAGES = 200;
const BATCH = 50;
const LARGE_BYTES = 1024 ** 3;
/** The product's idle peak as first measured (292 MB, the upload worker alone, Node 20): ARCHITECTURE.md "Memory". */
const IDLE_RSS_AIM_MB = 300;
const GROWTH_AIM_MB = 50;

async function api(product: BenchProduct, method: string, path: string, body?: unknown) {
  const response = await fetch(`${product.baseUrl}/api/v1${path}`, {
    method,
    headers: { cookie: product.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json() as Promise<any>;
}

/** Polls the upload batch until nothing is in flight; answers the final statuses. */
async function settled(product: BenchProduct, partnerId: string, uid: string, count: number): Promise<string[]> {
  for (;;) {
    const items = (await api(product, 'GET', `/assets/single-files/uploads?partnerId=${partnerId}&uid=${uid}`)) as {
      status: string;
    }[];
    if (items.length >= count && items.every((i) => !['PENDING', 'UPLOADING', 'PROCESSING'].includes(i.status)))
      return items.map((i) => i.status);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function smallImages(product: BenchProduct, partnerId: string) {
  const images = await Promise.all(
    Array.from({ length: SMALL_IMAGES }, (_, i) =>
      sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: (i * 13) % 256 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  const uid = `bench-small-${Date.now()}`;
  const started = performance.now();
  for (let i = 0; i < SMALL_IMAGES; i += BATCH) {
    const form = new FormData();
    images
      .slice(i, i + BATCH)
      .forEach((bytes, j) =>
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `img-${i + j}.png`),
      );
    const response = await fetch(`${product.baseUrl}/api/v1/assets/single-files?partnerId=${partnerId}&uid=${uid}`, {
      method: 'POST',
      headers: { cookie: product.cookie },
      body: form,
    });
    if (response.status !== 202) throw new Error(`upload answered ${response.status}`);
  }
  const statuses = await settled(product, partnerId, uid, SMALL_IMAGES);
  const seconds = (performance.now() - started) / 1000;
  return {
    files: SMALL_IMAGES,
    done: statuses.filter((s) => s === 'DONE').length,
    seconds: Number(seconds.toFixed(2)),
    filesPerSecond: Number((SMALL_IMAGES / seconds).toFixed(1)),
  };
}

/** Streams a multipart body with one generated file of LARGE_BYTES; resolves when the server answers. */
function streamLargeFile(product: BenchProduct, partnerId: string, uid: string): Promise<number> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(1024 * 1024);
  const url = new URL(`${product.baseUrl}/api/v1/assets/single-files?partnerId=${partnerId}&uid=${uid}`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        cookie: product.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + LARGE_BYTES + tail.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < LARGE_BYTES) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
}

/** The idle product's peak RSS (booted, signed in, one partner made), and the 1 GB upload's on the same product. */
async function largeFile(product: BenchProduct, partnerId: string) {
  const uid = `bench-large-${Date.now()}`;
  const peakRssMbIdle = await product.peakRssMb();
  const bareNode = await bareNodePeakRssMb();
  const started = performance.now();
  const status = await streamLargeFile(product, partnerId, uid);
  if (status !== 202) throw new Error(`large upload answered ${status}`);
  const toServer = (performance.now() - started) / 1000;
  const [final] = await settled(product, partnerId, uid, 1);
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = await product.peakRssMb();
  const mb = LARGE_BYTES / 1024 ** 2;
  const growthMb = peakRssMb - peakRssMbIdle;
  return {
    productIdleMemory: {
      peakRssMb: peakRssMbIdle,
      baseline: { peakRssMb: bareNode },
      baselineIs: 'a bare Node process started as the product is (its flags and environment, tsx), running nothing',
      aim: `peakRssMb <= ${IDLE_RSS_AIM_MB}`,
      met: peakRssMbIdle <= IDLE_RSS_AIM_MB,
    },
    largeFileUpload: {
      megabytes: mb,
      status: final,
      secondsToServer: Number(toServer.toFixed(2)),
      secondsToDone: Number(seconds.toFixed(2)),
      mbPerSecondToServer: Number((mb / toServer).toFixed(1)),
      mbPerSecondEndToEnd: Number((mb / seconds).toFixed(1)),
      peakRssMbIdle,
      peakRssMb,
      growthMb,
      aim: `growthMb <= ${GROWTH_AIM_MB}: flat, the file never sits whole in memory`,
      met: growthMb <= GROWTH_AIM_MB,
    },
  };
}

const newPartner = async (product: BenchProduct) =>
  (await api(product, 'POST', '/partners', { name: `Bench ${Date.now()}`, type: 'Demo' })).id as string;

/** Each figure on a product of its own, so the large upload's peak memory is its own, not the images'. */
export async function uploadFigures(start: () => Promise<BenchProduct>) {
  const run = async <T>(figure: (product: BenchProduct, partnerId: string) => Promise<T>) => {
    const product = await start();
    try {
      return await figure(product, await newPartner(product));
    } finally {
      await product.stop();
    }
  };
  return { smallImagesEndToEnd: await run(smallImages), ...(await run(largeFile)) };
}
