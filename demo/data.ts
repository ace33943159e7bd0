// The demo as data: partners of each type with their markets and business-node trees, an internal admin,
// and one partner user of every role (plus a concept-only user and one invitation left pending).
import type { NodeType } from '../domain/business-tree/events';
import type { PartnerType } from '../domain/partner/events';
import type { Role } from '../domain/roles';

/** Every demo user's password. */
export const DEMO_PASSWORD = 'Demo-password-2026';

export interface NodeSpec {
  name: string;
  type: NodeType;
  /** Market nodes point at the partner's market of the same name. */
  market: string | null;
  children: NodeSpec[];
}
const nodeOf =
  (type: NodeType) =>
  (name: string, ...children: NodeSpec[]): NodeSpec => ({ name, type, market: null, children });
const region = nodeOf('region');
const advertiser = nodeOf('advertiser');
const brand = nodeOf('brand');
const market = (name: string, ...children: NodeSpec[]): NodeSpec => ({ name, type: 'market', market: name, children });

export interface UserSpec {
  email: string;
  name: string;
  role: Role;
}
export interface PartnerUserSpec extends UserSpec {
  /** Names from a top node down to the node the user is invited to. */
  node: string[];
  isConceptOnly?: boolean;
  /** Leave the invitation unanswered. */
  pending?: boolean;
}
export interface PartnerSpec {
  name: string;
  type: PartnerType;
  markets: string[];
  tree: NodeSpec[];
  users: PartnerUserSpec[];
}

export const INTERNAL_USERS: UserSpec[] = [{ email: 'ada.admin@varia.local', name: 'Ada Admin', role: 'ADMIN' }];

const NORTHWIND = 'northwind.example';
export const PARTNERS: PartnerSpec[] = [
  { name: 'Varia Studio', type: 'Internal', markets: [], tree: [], users: [] },
  {
    name: 'Demo Motors',
    type: 'Demo',
    markets: ['Germany', 'France', 'United States'],
    tree: [
      region(
        'Europe',
        market('Germany', advertiser('Demo Motors Germany', brand('Roadster'), brand('City EV'))),
        market('France', advertiser('Demo Motors France', brand('Roadster'))),
      ),
      region(
        'North America',
        market('United States', advertiser('Demo Motors USA', brand('Roadster'), brand('Pickup'))),
      ),
    ],
    users: [
      { email: 'dana.demo@demo-motors.example', name: 'Dana Demo', role: 'SELF_SERVICE_ADMIN', node: ['Europe'] },
    ],
  },
  {
    name: 'Northwind Beverages',
    type: 'Client',
    markets: ['Germany', 'France', 'United Kingdom', 'United States', 'Spain'],
    tree: [
      region(
        'Europe',
        market('Germany', advertiser('Northwind Germany', brand('Northwind Cola'), brand('Northwind Sparkling'))),
        market('France', advertiser('Northwind France', brand('Northwind Cola'))),
        market('United Kingdom', advertiser('Northwind UK', brand('Northwind Lemonade'))),
      ),
      region(
        'North America',
        market('United States', advertiser('Northwind USA', brand('Northwind Cola'), brand('Northwind Iced Tea'))),
      ),
    ],
    users: [
      {
        email: `sara.ssadmin@${NORTHWIND}`,
        name: 'Sara Self-Service Admin',
        role: 'SELF_SERVICE_ADMIN',
        node: ['Europe'],
      },
      {
        email: `sam.ssmanager@${NORTHWIND}`,
        name: 'Sam Self-Service Manager',
        role: 'SELF_SERVICE_MANAGER',
        node: ['North America'],
      },
      {
        email: `rita.ssreviewer@${NORTHWIND}`,
        name: 'Rita Self-Service Reviewer',
        role: 'SELF_SERVICE_REVIEWER',
        node: ['North America', 'United States'],
      },
      { email: `max.manager@${NORTHWIND}`, name: 'Max Manager', role: 'MANAGER', node: ['Europe', 'Germany'] },
      {
        email: `rob.reviewer@${NORTHWIND}`,
        name: 'Rob Reviewer',
        role: 'REVIEWER',
        node: ['Europe', 'Germany', 'Northwind Germany'],
      },
      {
        email: `anna.analyst@${NORTHWIND}`,
        name: 'Anna Analyst',
        role: 'ANALYST',
        node: ['Europe', 'Germany', 'Northwind Germany', 'Northwind Cola'],
      },
      {
        email: `chloe.concepts@${NORTHWIND}`,
        name: 'Chloe Concepts',
        role: 'REVIEWER',
        node: ['Europe', 'France'],
        isConceptOnly: true,
      },
      {
        email: `paul.pending@${NORTHWIND}`,
        name: 'Paul Pending',
        role: 'MANAGER',
        node: ['Europe', 'United Kingdom'],
        pending: true,
      },
    ],
  },
  {
    name: 'Contoso Retail',
    type: 'Client',
    markets: ['Germany', 'United Kingdom', 'United States'],
    tree: [
      region(
        'Europe',
        market('Germany', advertiser('Contoso Germany', brand('Contoso Home'), brand('Contoso Fashion'))),
        market('United Kingdom', advertiser('Contoso UK', brand('Contoso Home'))),
      ),
      region(
        'North America',
        market('United States', advertiser('Contoso USA', brand('Contoso Home'), brand('Contoso Outdoor'))),
      ),
    ],
    users: [],
  },
];
