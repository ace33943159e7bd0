// /campaigns/{id} and /campaigns/{id}/{section}/{treeId?} (spec 1 §2.1-§2.2, spec 2 §2, §6): the header (name,
// concept, status, platforms), the tabs the role has, a tree picker on the tree sections, and the redirects of
// shellRedirect.ts (history entry replaced). The personalize → creatives redirect for roles without full access is
// the route's own (routing/redirects.ts).
import { Alert, Box, Chip, Link, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApprovalTrailButton } from '../../approval-trail/ApprovalTrailButton';
import { LiftButton } from '../../lift/LiftButton';
import { RequestApprovalButton } from '../../reviews/RequestApprovalButton';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../common/PageHeader';
import { isForbidden, RecordLoadFailed } from '../../common/NoAccess';
import { PageLoader } from '../../common/PageLoader';
import { BackButton } from '../../common/UserBits';
import { CampaignComments, CampaignCommentsButton } from '../../comments';
import { conceptPath } from '../../concepts/conceptPaths';
import { usePartnerLink } from '../../layout/usePartners';
import { AudiencesTab } from '../../audiences/AudiencesTab';
import { AssembliesTab } from '../../assemblies/AssembliesTab';
import { CreativesPage } from '../../creatives';
import { PersonalisePage } from '../../personalise';
import { TearsheetsButton } from '../../tearsheets/TearsheetsButton';
import type { Campaign, CampaignTree } from '../../providers/adapters/campaigns';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { TAB_LABELS, tabsOf, type CampaignTab } from '../campaignAccess';
import { CampaignStatusChip, PlatformChips } from '../CampaignChips';
import { campaignPath, CAMPAIGNS_PATH, sectionOfPath, TREE_SECTIONS } from '../campaignPaths';
import { NOT_FOUND_PATH, shellRedirect } from './shellRedirect';
import { CampaignSettings } from './CampaignSettings';
import { ToolsTab } from './ToolsTab';
import { TreePicker } from './TreePicker';

const NOT_FOUND = 404;

/** The tree sections are shown only with their tree (the shell opens the first one otherwise). */
const TabContent = ({ tab, campaign, tree }: { tab: CampaignTab; campaign: Campaign; tree: CampaignTree | null }) => {
  switch (tab) {
    case 'personalize':
      return tree && <PersonalisePage campaignId={campaign.id} treeId={tree.id} />;
    case 'audiences':
      return <AudiencesTab campaign={campaign} />;
    case 'assemblies':
      return <AssembliesTab campaign={campaign} />;
    case 'creatives':
      return tree && <CreativesPage campaignId={campaign.id} treeId={tree.id} />;
    case 'settings':
      return <CampaignSettings campaign={campaign} />;
    case 'tools':
      return <ToolsTab campaign={campaign} />;
  }
};

export const CampaignShell = () => {
  const params = useParams();
  const id = params.id ?? params.campaignId ?? '';
  const treeId = params.treeId ?? null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const link = usePartnerLink();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const query = useQuery({
    queryKey: ['campaigns', 'one', id],
    queryFn: ({ signal }) => dataProvider.campaign(id, signal),
    retry: (count, error) => (error as { status?: number }).status !== NOT_FOUND && !isForbidden(error) && count < 2,
  });
  const back = <BackButton to={link(CAMPAIGNS_PATH)} label="Campaigns" />;
  if (!session) return null;
  if ((query.error as { status?: number } | null)?.status === NOT_FOUND)
    return <Navigate to={NOT_FOUND_PATH} replace />;
  if (query.error)
    return (
      <>
        <PageHeader title="Campaign" actions={back} />
        <RecordLoadFailed error={query.error} />
      </>
    );
  if (query.isPending) return <PageLoader />;

  const campaign = query.data;
  const tabs = tabsOf(session.role);
  const section = sectionOfPath(pathname);
  const target = shellRedirect(campaign, tabs, section, treeId);
  if (target) return <Navigate to={target === NOT_FOUND_PATH ? target : target + search} replace />;
  // shellRedirect let the section through: it is one of the role's tabs, with its tree when it shows one.
  const tab = section as CampaignTab;
  const tree = campaign.trees.find((t) => t.id === treeId) ?? null;
  // The tree sections keep the tree that is open.
  const tabPath = (t: CampaignTab) => link(campaignPath(id, t, TREE_SECTIONS.includes(t) ? (tree?.id ?? null) : null));

  return (
    <>
      <PageHeader
        title={campaign.name}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="span"
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <span>
              Concept{' '}
              <Link component={RouterLink} to={link(conceptPath('/concepts', campaign.conceptId))}>
                {campaign.conceptName}
              </Link>
            </span>
            <CampaignStatusChip status={campaign.status} />
            <PlatformChips platforms={campaign.platforms} />
            {campaign.locked && <Chip size="small" label="Locked" color="warning" variant="outlined" />}
            {campaign.archived && <Chip size="small" label="Archived" variant="outlined" />}
          </Stack>
        }
        actions={
          <>
            {back}
            <RequestApprovalButton campaign={campaign} />
            <ApprovalTrailButton campaignId={campaign.id} />
            <LiftButton campaignId={campaign.id} />
            <TearsheetsButton campaign={campaign} />
            <CampaignCommentsButton campaign={campaign} />
          </>
        }
      />
      <CampaignComments campaignId={campaign.id} section={tab} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Tabs value={tab} aria-label="Campaign sections">
          {tabs.map((t) => (
            <Tab key={t} value={t} label={TAB_LABELS[t]} component={RouterLink} to={tabPath(t)} />
          ))}
        </Tabs>
        {TREE_SECTIONS.includes(tab) && campaign.trees.length > 0 && (
          <Box sx={{ py: 1 }}>
            <TreePicker
              trees={campaign.trees}
              value={tree?.id ?? null}
              onChange={(next) => void navigate(campaignPath(id, tab, next) + search)}
            />
          </Box>
        )}
      </Stack>
      {TREE_SECTIONS.includes(tab) && !tree ? (
        <Alert severity="info">This campaign has no trees: none of its templates suits its platforms.</Alert>
      ) : (
        <TabContent tab={tab} campaign={campaign} tree={tree} />
      )}
    </>
  );
};

export default CampaignShell;
