// The event every throughput figure writes: about 300 bytes of JSON data and 250 of metadata.
import { randomBytes, randomUUID } from 'node:crypto';
import type { NewEvent } from '../commands/event-store/port';

const hex24 = () => randomBytes(12).toString('hex');

export function benchEvent(i: number): NewEvent {
  return {
    type: 'CreativeVariationRendered',
    data: {
      campaignId: hex24(),
      variationId: hex24(),
      sequence: i,
      format: '1920x1080',
      durationMs: 15_000,
      outputUrl: `s3://varia-renders/${hex24()}/${hex24()}/master.mp4`,
      checksum: randomBytes(20).toString('hex'),
      status: 'RENDERED',
    },
    metadata: {
      actor: { userId: hex24(), role: 'MANAGER' },
      partnerId: hex24(),
      correlationId: randomUUID(),
      causationId: hex24(),
      occurredAt: '2025-06-01T12:34:56.789Z',
      schemaVersion: 1,
    },
  };
}

export function payloadSizes(): { dataBytes: number; metadataBytes: number } {
  const event = benchEvent(0);
  return { dataBytes: JSON.stringify(event.data).length, metadataBytes: JSON.stringify(event.metadata).length };
}
