// The demo's library as data: banners in common ad sizes, a short video and a zip of banners, uploaded for
// two partners on their brand nodes. The files themselves are made at run time (media.ts).
import type { BannerSpec } from './banner';

export type DemoFile =
  | { kind: 'banner'; banner: BannerSpec }
  /** A few seconds of a slow zoom over a title card drawn like a banner. */
  | { kind: 'video'; name: string; seconds: number; card: BannerSpec }
  /** Uploaded with unzip: its entries become the assets. */
  | { kind: 'zip'; name: string; entries: BannerSpec[] };

export interface AssetGroup {
  partner: string;
  /** Names from a top node down to the node the files are uploaded on. */
  node: string[];
  tags: string[];
  files: DemoFile[];
}

export const fileName = (f: DemoFile): string => (f.kind === 'banner' ? f.banner.name : f.name);

/** The names the library shows once the file is uploaded: a zip's entries, else the file's own. */
export const libraryNames = (f: DemoFile): string[] =>
  f.kind === 'zip' ? f.entries.map((e) => e.name) : [fileName(f)];

const cola = { brand: 'Northwind Cola', colors: ['#b91c1c', '#f97316'] as [string, string] };
const colaBanner = (name: string, width: number, height: number, headline: string): DemoFile => ({
  kind: 'banner',
  banner: { ...cola, name, width, height, headline, cta: 'Find a store' },
});

const roadster = { brand: 'Roadster', colors: ['#0f172a', '#2563eb'] as [string, string], cta: 'Book a drive' };

export const DEMO_ASSETS: AssetGroup[] = [
  {
    partner: 'Northwind Beverages',
    node: ['Europe', 'Germany', 'Northwind Germany', 'Northwind Cola'],
    // Words briefs are named with, so the brief wizard recommends these (domain/recommendation/brief-request.ts).
    tags: ['summer-2026', 'summer', 'cola', 'demo'],
    files: [
      colaBanner('cola-summer-300x250.png', 300, 250, 'Taste the summer, ice cold'),
      colaBanner('cola-summer-728x90.png', 728, 90, 'Taste the summer, ice cold'),
      colaBanner('cola-summer-1080x1080.jpg', 1080, 1080, 'Summer in every sip'),
      {
        kind: 'video',
        name: 'cola-summer-bumper-640x360.mp4',
        seconds: 3,
        card: {
          ...cola,
          name: 'card.png',
          width: 640,
          height: 360,
          headline: 'Summer in every sip',
          cta: 'Ice cold at your store',
        },
      },
    ],
  },
  {
    partner: 'Demo Motors',
    node: ['Europe', 'Germany', 'Demo Motors Germany', 'Roadster'],
    tags: ['launch', 'roadster', 'electric', 'demo'],
    files: [
      {
        kind: 'zip',
        name: 'roadster-launch-kit.zip',
        entries: [
          { ...roadster, name: 'roadster-launch-320x50.png', width: 320, height: 50, headline: 'Electric. Open-top.' },
          {
            ...roadster,
            name: 'roadster-launch-160x600.png',
            width: 160,
            height: 600,
            headline: 'The open road, all electric',
          },
        ],
      },
    ],
  },
];
