// The demo's storyboards (demo/storyboards.ts) against the real app: three storyboards of three types with
// real pictures as versions, the first's latest version approved; a second run adds nothing.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ApiClient } from '../../demo/api-client';
import { seedStoryboards } from '../../demo/storyboards';
import { SUPER } from '../support/app';
import { useApiTest } from '../support/api-test';
import { conceptBrief, createConcept, createPartner } from '../support/fixtures';

const w = useApiTest();

it('seeds three storyboards with picture versions and one approval, and a second run adds nothing', async () => {
  const partnerId = await createPartner(w.su);
  const node = (
    await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: null,
      name: 'EMEA',
      type: 'region',
      marketId: null,
    })
  ).body.id;
  const conceptId = await createConcept(w.su, conceptBrief('Demo storyboards', [node]), partnerId);
  const api = new ApiClient(w.t.baseUrl);
  await api.post('/auth/login', { username: SUPER.email, password: SUPER.password });
  const lines: string[] = [];
  await seedStoryboards({ api, log: (line) => lines.push(line) }, partnerId, conceptId);
  const head = await w.t.system.deps.store.headPosition();
  await seedStoryboards({ api, log: (line) => lines.push(line) }, partnerId, conceptId);
  expect(await w.t.system.deps.store.headPosition()).toBe(head);

  const list = (await w.su.get(`/assets/concepts/${conceptId}/storyboards`)).body as {
    label: string;
    name: string;
    versions: { file: string; approvals: { role: string }[] }[];
  }[];
  expect(list.map((s) => `${s.label}: ${s.name} (${s.versions.length})`)).toEqual([
    'Display & Social 1: Hero banner (1)',
    'Fix & Flex Guide 1: Layout guide (1)',
    'Video 1: Opening scene (2)',
  ]);
  expect(list[2]!.versions.map((v) => v.approvals.map((a) => a.role))).toEqual([[], ['SUPER']]);
  const file = await fetch(`${w.t.baseUrl}/api/v1${list[0]!.versions[0]!.file}`, {
    headers: { cookie: w.su.cookieHeader() },
  });
  expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
    format: 'png',
    width: 960,
    height: 540,
  });
});
