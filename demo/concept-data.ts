// The demo's concepts as data: believable briefs for two partners, one in every status (drafts stopped at a
// step, one archived), on real markets of their trees, pointing at the demo's uploaded files and at brand kits
// on the partners' sites. The briefs themselves are built in concepts.ts.
import type { AssetCategory } from '../domain/asset/rules';
import type { BriefStep, Objective } from '../domain/concept/brief';
import type { ConceptStatus } from '../domain/concept/events';

/** A brand kit file added through 'link to URL'. */
interface LinkedAsset {
  category: AssetCategory;
  name: string;
  url: string;
}

export interface ConceptSpec {
  partner: string;
  name: string;
  /** Node paths, from a top node down. */
  markets: string[][];
  /** ISO 639-1 codes (domain/concept/languages.ts). */
  languages: string[];
  objectives: Objective[];
  customObjective?: string;
  creativeDirection: string;
  /** Files of the partner's demo library, by name, as reference creatives ('other'). */
  libraryFiles: string[];
  links: LinkedAsset[];
  /** Where the concept stands; a draft stops at `draftStep`. */
  status: ConceptStatus;
  draftStep?: BriefStep;
  archived?: boolean;
  /** A library image's name, shown as the concept's thumbnail. */
  thumbnail?: string;
}

const northwindKit = (brand: string): LinkedAsset[] => [
  {
    category: 'brands',
    name: `${brand} brand guidelines.pdf`,
    url: `https://brand.northwind.example/${brand.toLowerCase().replace(/ /g, '-')}/guidelines.pdf`,
  },
  { category: 'fonts', name: 'Northwind Sans.otf', url: 'https://brand.northwind.example/fonts/northwind-sans.otf' },
  {
    category: 'logos',
    name: `${brand} logo.svg`,
    url: `https://brand.northwind.example/${brand.toLowerCase().replace(/ /g, '-')}/logo.svg`,
  },
];
const motorsKit: LinkedAsset[] = [
  {
    category: 'brands',
    name: 'Demo Motors brand book.pdf',
    url: 'https://media.demo-motors.example/brand/brand-book.pdf',
  },
  {
    category: 'fonts',
    name: 'Motors Grotesk.woff2',
    url: 'https://media.demo-motors.example/brand/motors-grotesk.woff2',
  },
  {
    category: 'logos',
    name: 'Roadster wordmark.svg',
    url: 'https://media.demo-motors.example/brand/roadster-wordmark.svg',
  },
];

const COLA_GERMANY = ['Europe', 'Germany', 'Northwind Germany', 'Northwind Cola'];
const COLA_FRANCE = ['Europe', 'France', 'Northwind France', 'Northwind Cola'];
const COLA_FILES = [
  'cola-summer-300x250.png',
  'cola-summer-728x90.png',
  'cola-summer-1080x1080.jpg',
  'cola-summer-bumper-640x360.mp4',
];

export const DEMO_CONCEPTS: ConceptSpec[] = [
  {
    partner: 'Northwind Beverages',
    name: 'Cola Summer Splash 2026',
    markets: [COLA_GERMANY, COLA_FRANCE],
    languages: ['de', 'fr'],
    objectives: ['awareness', 'consideration'],
    creativeDirection:
      'Sun-drenched, ice-cold moments by the lake. Condensation on the bottle in every frame; red and orange, never blue. The bumper opens on the pour.',
    libraryFiles: COLA_FILES,
    links: northwindKit('Northwind Cola'),
    status: 'ready',
    thumbnail: 'cola-summer-1080x1080.jpg',
  },
  {
    partner: 'Northwind Beverages',
    name: 'Sparkling Zero Launch',
    markets: [['Europe', 'Germany', 'Northwind Germany', 'Northwind Sparkling']],
    languages: ['de'],
    objectives: ['awareness'],
    creativeDirection:
      'Zero sugar, all the sparkle: macro shots of bubbles, clean white space and a single green accent. Launch line: "Prickelnd. Ohne Zucker."',
    libraryFiles: ['cola-summer-300x250.png'],
    links: northwindKit('Northwind Sparkling'),
    status: 'templatesProgress',
  },
  {
    partner: 'Northwind Beverages',
    name: 'Lemonade Garden Party',
    markets: [['Europe', 'United Kingdom', 'Northwind UK', 'Northwind Lemonade']],
    languages: ['en'],
    objectives: ['consideration', 'custom'],
    customObjective: 'Get families to try the new elderflower flavour at weekend garden parties',
    creativeDirection:
      'Hand-drawn garden illustrations around real product shots; warm afternoon light; copy in British English, playful but not silly.',
    libraryFiles: ['cola-summer-1080x1080.jpg'],
    links: northwindKit('Northwind Lemonade'),
    status: 'review',
  },
  {
    partner: 'Northwind Beverages',
    name: 'Iced Tea Road Trip',
    markets: [['North America', 'United States', 'Northwind USA', 'Northwind Iced Tea']],
    languages: ['en', 'es'],
    objectives: ['action'],
    creativeDirection:
      'A road trip across the Southwest: dusty convertibles, cooler boxes, a store locator in every end card. Spanish versions for the Hispanic market.',
    libraryFiles: ['cola-summer-bumper-640x360.mp4'],
    links: northwindKit('Northwind Iced Tea'),
    status: 'storyboardsProgress',
  },
  {
    partner: 'Northwind Beverages',
    name: 'Cola Winter Warmers',
    markets: [COLA_GERMANY],
    languages: ['de'],
    objectives: ['awareness'],
    creativeDirection: '',
    libraryFiles: [],
    links: [],
    status: 'draft',
    draftStep: 'FORMATS',
  },
  {
    partner: 'Northwind Beverages',
    name: 'Cola Spring 2025',
    markets: [COLA_GERMANY],
    languages: ['de', 'en'],
    objectives: ['action'],
    creativeDirection: 'Spring picnics and first sunny days; last year’s campaign, kept for reference.',
    libraryFiles: ['cola-summer-728x90.png'],
    links: northwindKit('Northwind Cola'),
    status: 'ready',
    archived: true,
  },
  {
    partner: 'Demo Motors',
    name: 'Roadster Open Road',
    markets: [
      ['Europe', 'Germany', 'Demo Motors Germany', 'Roadster'],
      ['Europe', 'France', 'Demo Motors France', 'Roadster'],
    ],
    languages: ['de', 'fr', 'en'],
    objectives: ['awareness', 'action'],
    creativeDirection:
      'The roof comes down, the road opens up: alpine passes at dawn, silent electric acceleration, a test-drive booking in every end card.',
    libraryFiles: ['roadster-launch-320x50.png', 'roadster-launch-160x600.png'],
    links: motorsKit,
    status: 'review',
    thumbnail: 'roadster-launch-160x600.png',
  },
  {
    partner: 'Demo Motors',
    name: 'City EV Commuter',
    markets: [['Europe', 'Germany', 'Demo Motors Germany', 'City EV']],
    languages: ['de'],
    objectives: [],
    creativeDirection: '',
    libraryFiles: [],
    links: [],
    status: 'draft',
    draftStep: 'OBJECTIVES',
  },
];
