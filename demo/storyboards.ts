// A concept's demo storyboards, through the public API: three storyboards of different types, each version a
// frame drawn by sharp (demo/banner.ts), and the latest version of the first approved by the super user.
// Re-running finds what exists by name and adds only what is missing.
import type { ApiClient } from './api-client';
import { renderBanner, type BannerSpec } from './banner';
import type { Seeding } from './ensure';

interface StoryboardAnswer {
  id: string;
  name: string;
  versions: { id: string; approvals: unknown[] }[];
}

type Frame = Pick<BannerSpec, 'headline' | 'cta' | 'colors'>;

interface DemoStoryboard {
  name: string;
  type: 'video' | 'display' | 'guide';
  /** One frame per version, oldest first. */
  frames: Frame[];
  approve: boolean;
}

const DEMO_STORYBOARDS: DemoStoryboard[] = [
  {
    name: 'Opening scene',
    type: 'video',
    frames: [
      { headline: 'Summer starts here', cta: 'Watch', colors: ['#f5a623', '#f76b1c'] },
      { headline: 'Summer starts now', cta: 'Watch now', colors: ['#f76b1c', '#d0021b'] },
    ],
    approve: true,
  },
  {
    name: 'Hero banner',
    type: 'display',
    frames: [{ headline: 'Up to 40% off', cta: 'Shop now', colors: ['#4a90e2', '#50e3c2'] }],
    approve: false,
  },
  {
    name: 'Layout guide',
    type: 'guide',
    frames: [{ headline: 'Logo top left, CTA bottom right', cta: 'Guide', colors: ['#9013fe', '#4a4a4a'] }],
    approve: false,
  },
];

/** A 16:9 storyboard frame as a png version of the storyboard. */
async function uploadFrame(api: ApiClient, path: string, name: string, frame: Frame): Promise<StoryboardAnswer> {
  const png = await renderBanner({ ...frame, name, width: 960, height: 540, brand: 'Storyboard' });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  return api.post<StoryboardAnswer>(path, form);
}

export async function seedStoryboards(s: Seeding, partnerId: string, conceptId: string): Promise<void> {
  const base = `/assets/concepts/${conceptId}/storyboards`;
  const existing = await s.api.get<StoryboardAnswer[]>(base);
  for (const spec of DEMO_STORYBOARDS) {
    const label = `storyboard ${spec.name} of concept ${conceptId} (partner ${partnerId})`;
    let storyboard = existing.find((b) => b.name === spec.name);
    if (storyboard) s.log(`= ${label}`);
    else {
      storyboard = await s.api.post<StoryboardAnswer>(base, { storyboard: { name: spec.name, type: spec.type } });
      s.log(`+ ${label}`);
    }
    for (const [i, frame] of spec.frames.entries()) {
      if (i < storyboard.versions.length) continue;
      storyboard = await uploadFrame(
        s.api,
        `${base}/${storyboard.id}/versions`,
        `${spec.name.toLowerCase().replace(/\s+/g, '-')}-v${i + 1}.png`,
        frame,
      );
      s.log(`+ ${label}: version ${i + 1}`);
    }
    const latest = storyboard.versions.at(-1);
    if (spec.approve && latest && latest.approvals.length === 0) {
      await s.api.post(`${base}/${storyboard.id}/approve`, { versionId: latest.id });
      s.log(`+ ${label}: approved`);
    }
  }
}
