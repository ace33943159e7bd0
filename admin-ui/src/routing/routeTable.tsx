// The gated routes of spec 1 §2.1 (and spec 3 §2), each with the role group the spec gives (GROUPS in
// domain/roles.ts).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Group } from '../../../domain/roles';
import { pages } from '../pages';
import partners from '../partners';
import internalUsers from '../internal-users';
import partnerUsers from '../partner-users';
import nodeUsers from '../node-users';
import tree from '../tree';
import integrations from '../integrations';
import markets from '../markets';
import assets from '../assets';
import concepts from '../concepts';
import campaigns from '../campaigns';
import approvalTrail from '../approval-trail';
import customConversions from '../custom-conversions';
import sso from '../sso';
import cloudStorage from '../cloud-storage';
import nodeStorage from '../node-storage';
import { ToLogin, type GateProps } from './Gate';
import { personalizeRedirect } from './redirects';

interface GatedRoute extends Omit<GateProps, 'children'> {
  path: string;
  page: ReactNode;
}

/** Concept-only mode, signed out: with ?error=true the error page, else sign in (spec 1 §2.2). */
const ConceptOnlySignedOut = () => {
  const [search] = useSearchParams();
  return search.get('error') === 'true' ? <pages.ConceptOnlyError /> : <ToLogin />;
};

const SECTIONS = {
  personalize: 'Personalize',
  creatives: 'Creatives',
  storyboards: 'Storyboards',
  templates: 'Templates',
} as const;

type Row = [path: string, page: ReactNode, extra?: Partial<GatedRoute>];

/** Routes of one role group. */
const under = (group: Group, rows: Row[]): GatedRoute[] =>
  rows.map(([path, page, extra]) => ({ path, group, page, ...extra }));

const conceptOnly = { signedOut: <ConceptOnlySignedOut /> };

/** Campaigns (spec 2 §2): the list and one campaign's shell for every section; personalize has its redirect. */
const campaignArea = (): GatedRoute[] =>
  under('NOT_ANALYSTS', [
    ['/campaigns', <campaigns.list />],
    ['/campaigns/:id', <campaigns.show />],
    // The approval trail: every role that sees the campaign, not the analyst (APPROVAL_TRAIL_ACCESS).
    ['/campaigns/:id/approvals', <approvalTrail.page />],
    ...Object.keys(SECTIONS).map((section): Row => [
      `/campaigns/:id/${section}/:treeId?`,
      <campaigns.show />,
      section === 'personalize' ? { redirect: personalizeRedirect } : {},
    ]),
  ]);

/** Concepts (spec 3 §2): the list, a concept with its tabs; personalize and creatives keep the area's route shape. */
function conceptArea(base: string, extra: Partial<GatedRoute> = {}): GatedRoute[] {
  return under('NOT_ANALYSTS', [
    [base, <concepts.list />, extra],
    [`${base}/:id`, <concepts.show />, extra],
    ...Object.keys(SECTIONS).map((section): Row => {
      const tab = section === 'storyboards' || section === 'templates';
      // personalize and creatives lead to the concept's campaign (ConceptSectionRedirect)
      const page = tab ? <concepts.show /> : <concepts.section section={section as 'personalize' | 'creatives'} />;
      return [`${base}/:id/${section}/:treeId?`, page, extra];
    }),
  ]);
}

export const GATED_ROUTES: GatedRoute[] = [
  ...under('ALL', [
    ['/reporter', <pages.Reporter />],
    ['/reporter/lift/:campaignId', <pages.Lift />],
    ['/analyze', <pages.Analyze />],
    ['/analyze/new', <pages.ReportBuilder />],
    ['/analyze/:id/:purpose', <pages.ReportBuilder />],
    ['/security', <pages.Security />],
  ]),
  ...conceptArea('/concepts'),
  ...conceptArea('/concepts-only', conceptOnly),
  ...campaignArea(),
  // Top admins and self-service
  ...under('ADMINS_AND_SELF_SERVICE', [
    ['/concepts/:id/settings', <concepts.show />],
    ['/concepts-only/:id/settings', <concepts.show />, conceptOnly],
    ['/campaigns/:id/tools', <campaigns.show />],
    ['/assets-manager', <assets.list />],
    ['/assets-manager/:id', <assets.show />],
    ['/custom-conversions', <customConversions.list />],
  ]),
  ...under('CAMPAIGN_CREATORS', [
    ['/concepts/:conceptId/campaign', <campaigns.create />],
    ['/campaigns/new', <campaigns.create />],
    ['/campaigns/:campaignId/settings', <campaigns.show />],
  ]),
  ...under('SUPER_ONLY', [
    ['/partners', <partners.list />],
    ['/users', <internalUsers.list />],
    ['/users/new', <internalUsers.create />],
    ['/users/:id', <internalUsers.edit />],
    ['/cloud-storage', <cloudStorage.list />],
    ['/cloud-storage/new', <cloudStorage.form />],
    ['/cloud-storage/:storageId?/edit', <cloudStorage.form />],
  ]),
  // Super and admin
  ...under('ADMINS_TOP', [
    // The audiences tab, a managed-service tab (issue 23 §1; spec 2 §6): the list and an audience's form ('new').
    ['/campaigns/:id/audiences', <campaigns.show />],
    ['/campaigns/:id/audiences/:audienceId', <campaigns.show />],
    // The assemblies tab and its variations' generation, managed-service too (issue 23 §2).
    ['/campaigns/:id/assemblies', <campaigns.show />],
    ['/system/projections', <pages.ProjectionHealth />],
    ['/sso-configs', <sso.list />],
    ['/sso-configs/new', <sso.form />],
    ['/sso-configs/:ssoConfigId?/edit', <sso.form />],
  ]),
  // Admin group: top admins plus self-service admin
  ...under('ADMIN_GROUP', [
    ['/admin/users', <partnerUsers.list />],
    ['/admin/users/:id', <partnerUsers.edit />],
    ['/admin/markets', <markets.list />],
    ['/admin/tree', <tree.page />],
    ['/admin/integration/oauth/:provider', <integrations.oauthReturn />],
    ['/admin/integration/:id', <integrations.page />],
    ['/admin/node-users/:id', <nodeUsers.list />],
    ['/admin/external-storage/:nodeId', <nodeStorage.page />],
  ]),
];
