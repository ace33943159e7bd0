// Test connection reaches public storage only (issue 22 §2): without ALLOW_PRIVATE_LINKS, a connector whose endpoint is
// or resolves to a loopback, private or link-local address is refused in words before the SDK sends anything, saved or
// not; a public one goes on to the probe.
import { describe, expect, it } from 'vitest';
import { publicEndpointsOnly } from '../../api/cloud-storage-endpoints';
import { endpointNotPublic } from '../../workflows/shared/public-endpoint';
import type { CloudStorageSettings } from '../../domain/cloud-storage';
import { useApiTest } from '../support/api-test';

const api = useApiTest({ roles: [], config: { allowPrivateLinks: false } });

const s3 = (endpoint: string) => ({
  storageType: 's3',
  connectionConfig: {
    bucket: 'varia-deliveries',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'AKIAEXAMPLEKEY000000',
    secretAccessKey: 'example-secret',
  },
});

describe('test connection, outside a trusted network', () => {
  it.each([
    ['http://127.0.0.1:9000', '127.0.0.1'],
    ['http://10.1.2.3', '10.1.2.3'],
    ['https://169.254.169.254/latest', '169.254.169.254'],
    ['http://[::1]:9000', '::1'],
    ['http://localhost:9000', 'localhost'],
  ])('refuses the endpoint %s, unsaved', async (endpoint, host) => {
    const answer = await api.su.post('/cloud-storage/test-connection', s3(endpoint));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ isConnected: false, error: endpointNotPublic(host) });
  });

  it('refuses it for a saved connector too, and records the refusal as its last test', async () => {
    const created = await api.su.post('/cloud-storage', { name: 'Intranet MinIO', ...s3('http://192.168.10.20:9000') });
    expect(created.status).toBe(201);
    const tested = await api.su.post(`/cloud-storage/${created.body.id}/test-connection`, {});
    expect(tested.body).toEqual({ isConnected: false, error: endpointNotPublic('192.168.10.20') });
  });

  it('lets a public endpoint through to the probe, and judges a name by every address it resolves to', async () => {
    const probed: string[] = [];
    const probe = publicEndpointsOnly(
      async (settings) => (probed.push(settings.connectionConfig.endpoint!), null),
      false,
      async (host) => (host === 'split.example' ? ['93.184.215.14', '10.0.0.7'] : ['93.184.215.14']),
    );
    const settings = (endpoint: string) =>
      ({ name: '', storageType: 's3', connectionConfig: { endpoint } }) as unknown as CloudStorageSettings;
    expect(await probe(settings('https://storage.example'), 'secret')).toBeNull();
    expect(await probe(settings('https://split.example'), 'secret')).toBe(endpointNotPublic('split.example'));
    expect(probed).toEqual(['https://storage.example']);
  });
});
