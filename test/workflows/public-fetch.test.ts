import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLink, isPrivateAddress, PrivateAddressError } from '../../workflows/upload/public-fetch';

describe('link fetching refuses private targets', () => {
  it.each([
    ['127.0.0.1', true], ['10.1.2.3', true], ['172.20.0.1', true], ['192.168.1.1', true], ['169.254.169.254', true],
    ['100.64.0.1', true], ['0.0.0.0', true], ['::1', true], ['fd00::1', true], ['fe80::1', true], ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false], ['172.32.0.1', false], ['1.1.1.1', false], ['2606:4700::1111', false],
  ])('%s private: %s', (ip, expected) => expect(isPrivateAddress(ip)).toBe(expected));

  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/hop') return void res.writeHead(302, { location: '/file' }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses a loopback link unless private links are allowed', async () => {
    await expect(fetchLink(`${base}/file`, { allowPrivate: false, timeoutMs: 2000 })).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(fetchLink(`http://localhost:1/x`, { allowPrivate: false, timeoutMs: 2000 })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(await (await fetchLink(`${base}/file`, { allowPrivate: true, timeoutMs: 2000 })).text()).toBe('ok');
  });

  it('follows redirects hop by hop', async () => {
    expect(await (await fetchLink(`${base}/hop`, { allowPrivate: true, timeoutMs: 2000 })).text()).toBe('ok');
  });
});
