import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFailure, fetchFailure } from '../../workflows/upload/link-failure';
import { PrivateAddressError, type TargetPolicy } from '../../workflows/upload/link-guard';
import { isPublicAddress } from '../../workflows/upload/public-address';
import { fetchLink, type FetchLinkOptions } from '../../workflows/upload/public-fetch';

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.0.170',
    '198.18.0.1',
    '::',
    '::1',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:a00:1',
    '::7f00:1', // mapped and IPv4-compatible
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::c0a8:101',
    '64:ff9b:1::808:808', // NAT64
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2002:a9fe:a9fe::',
    '2001::1', // 6to4, Teredo
    '2130706433',
    '0x7f.1',
    '0177.0.0.1',
    'localhost', // not addresses the socket layer takes literally
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));
});

/** A loopback listener that counts the connections reaching it; `/hop?to=URL` redirects. */
async function listener(host: string) {
  let connections = 0;
  const server = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://listener').searchParams.get('to');
    if (to) return void res.writeHead(302, { location: to }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, host, r));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('link fetching refuses private targets before connecting', () => {
  let v4: Awaited<ReturnType<typeof listener>>;
  let v6: Awaited<ReturnType<typeof listener>>;
  let front: Awaited<ReturnType<typeof listener>>; // the "public" first hop of the redirect tests
  beforeAll(
    async () => ([v4, v6, front] = await Promise.all([listener('127.0.0.1'), listener('::1'), listener('127.0.0.1')])),
  );
  afterAll(() => Promise.all([v4, v6, front].map((l) => l.close())));

  const at = (template: string) =>
    template.replace('{v4}', String(v4.port)).replace('{v6}', String(v6.port)).replace('{front}', String(front.port));
  const counts = () => [v4, v6, front].map((l) => l.connections());
  const publicOpts = (extra: Partial<FetchLinkOptions> = {}): FetchLinkOptions => ({
    allowPrivate: false,
    timeoutMs: 2000,
    ...extra,
  });
  // The front listener stands in for a public server: exactly that loopback address and port pass.
  const frontIsPublic: TargetPolicy = (address, port) =>
    (address === '127.0.0.1' && port === front.port) || isPublicAddress(address);
  const hop = (target: string) => at(`http://127.0.0.1:{front}/hop?to=${encodeURIComponent(at(target))}`);

  const bypasses = [
    'http://127.0.0.1:{v4}/',
    'http://127.1:{v4}/',
    'http://2130706433:{v4}/',
    'http://0x7f.1:{v4}/',
    'http://0177.0.0.1:{v4}/',
    'http://0.0.0.0:{v4}/',
    'http://[::ffff:127.0.0.1]:{v4}/',
    'http://[::ffff:7f00:1]:{v4}/',
    'https://[::ffff:7f00:1]:{v4}/',
    'http://[::1]:{v6}/',
    'http://[::]:{v6}/',
    'http://[0:0:0:0:0:0:0:1]:{v6}/',
  ];

  it.each(bypasses)('refuses %s', async (link) => {
    const before = counts();
    await expect(fetchLink(at(link), publicOpts())).rejects.toBeInstanceOf(PrivateAddressError);
    expect(counts()).toEqual(before);
  });

  it.each([[['127.0.0.1']], [['::ffff:7f00:1']], [['::1']]])('refuses a name resolving to %j', async (addresses) => {
    const before = counts();
    const opts = publicOpts({ resolve: async () => addresses });
    await expect(fetchLink(at('http://files.example:{v4}/'), opts)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(counts()).toEqual(before);
  });

  it('refuses a name when any of its addresses is private, even the second', async () => {
    const before = counts();
    const opts = publicOpts({ isPublic: frontIsPublic, resolve: async () => ['127.0.0.1', '::ffff:7f00:1'] });
    await expect(fetchLink(at('http://files.example:{front}/'), opts)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(counts()).toEqual(before);
  });

  it('resolves a name once and connects to the address it checked (no rebinding)', async () => {
    const answers = [['127.0.0.1'], ['::1']];
    let asked = 0;
    const opts = publicOpts({ isPublic: frontIsPublic, resolve: async () => answers[Math.min(asked++, 1)]! });
    expect(await (await fetchLink(at('http://files.example:{front}/file'), opts)).text()).toBe('ok');
    expect(asked).toBe(1);
  });

  it('follows a redirect between public targets', async () => {
    expect(await (await fetchLink(hop('/file'), publicOpts({ isPublic: frontIsPublic }))).text()).toBe('ok');
  });

  it.each([...bypasses, 'http://files.example:{v4}/'])('refuses a redirect to %s', async (target) => {
    const before = counts();
    const opts = publicOpts({ isPublic: frontIsPublic, resolve: async () => ['127.0.0.1'] });
    await expect(fetchLink(hop(target), opts)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(counts()).toEqual([before[0], before[1], before[2]! + 1]);
  });

  it('fetches loopback, redirects included, when private links are allowed', async () => {
    const allowed = { allowPrivate: true, timeoutMs: 2000 };
    for (const link of [
      'http://127.0.0.1:{v4}/file',
      'http://[::1]:{v6}/file',
      hop('http://[::1]:{v6}/file'),
      hop('/file'),
    ]) {
      expect(await (await fetchLink(at(link), allowed)).text()).toBe('ok');
    }
    expect(
      await (
        await fetchLink(at('http://files.example:{v4}/'), { ...allowed, resolve: async () => ['127.0.0.1'] })
      ).text(),
    ).toBe('ok');
  });

  it('fetches only http and https', async () => {
    await expect(fetchLink('file:///etc/passwd', { allowPrivate: true, timeoutMs: 2000 })).rejects.toThrow(
      'not fetched',
    );
  });
});

describe('a link that cannot be fetched says why', () => {
  let slow: http.Server;
  let slowPort: number;
  let closedPort: number;
  beforeAll(async () => {
    // Accepts and never answers.
    slow = http.createServer(() => undefined);
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    slowPort = (slow.address() as AddressInfo).port;
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
  });
  afterAll(() => new Promise<void>((r) => slow.close(() => r())));

  const why = (link: string, opts: Partial<FetchLinkOptions> = {}) =>
    fetchLink(link, { allowPrivate: true, timeoutMs: 2000, ...opts }).then(
      () => 'fetched',
      (error: unknown) => fetchFailure(error, 2000),
    );

  it.each<[string, () => string, Partial<FetchLinkOptions>, string]>([
    ['a private address', () => 'http://[::1]:8080/', { allowPrivate: false }, '::1 is not a public address'],
    [
      'a name resolving to a private address',
      () => 'http://files.example/',
      { allowPrivate: false, resolve: async () => ['10.0.0.1'] },
      'files.example is not a public address',
    ],
    [
      'a host name that does not resolve',
      () => 'http://files.example/',
      {
        resolve: async () =>
          Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND files.example'), { code: 'ENOTFOUND' })),
      },
      'its host name was not found',
    ],
    ['a closed port', () => `http://127.0.0.1:${closedPort}/`, {}, 'the server refused the connection'],
    [
      'a server that never answers',
      () => `http://127.0.0.1:${slowPort}/`,
      {},
      'the server did not answer within 2 seconds',
    ],
    ['a scheme it does not fetch', () => 'ftp://files.example/a.png', {}, 'links over ftp are not fetched'],
  ])('%s', async (_case, link, opts, expected) => expect(await why(link(), opts)).toBe(expected));

  it('an answer without a file: the status', () =>
    expect(answerFailure(404, 'Not Found')).toBe('the server answered 404 Not Found'));
});
