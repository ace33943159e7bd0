// /concepts/{id}/personalize/{treeId?} and /concepts/{id}/creatives/{treeId?} (spec 1 §2.1, spec 2 §2: the campaign
// area's route shape, also under /concepts). Personalisation and creatives live in a campaign, so these lead to the
// same section of the concept's campaign: the one holding the tree when the path names one, the only one, or a
// choice among several; the campaign route then applies its own rules (creatives for roles without personalise, the
// first tree when none is named). A concept without campaigns says so and offers to create one.
import { Alert, Link, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { campaignPath } from '../campaigns/campaignPaths';
import { CreateCampaignButton } from '../campaigns/CreateCampaignButton';
import { EmptyState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { usePartnerLink } from '../layout/usePartners';
import type { VariaDataProvider } from '../providers/dataProvider';
import { useConceptArea } from './conceptPaths';

type Section = 'personalize' | 'creatives';

/** The campaign holding the tree, among the concept's; null when none does. */
async function campaignOfTree(dataProvider: VariaDataProvider, campaignIds: string[], treeId: string) {
  for (const id of campaignIds)
    if ((await dataProvider.personaliseTrees(id)).some((tree) => tree.id === treeId)) return id;
  return null;
}

const SectionBody = ({ section }: { section: Section }) => {
  const { id = '', treeId } = useParams();
  const area = useConceptArea();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const link = usePartnerLink();
  const target = useQuery({
    queryKey: ['concepts', id, 'section', section, treeId ?? null],
    queryFn: async () => {
      // The campaigns list, not the concept's own (that one is for campaign creators): every role that may open
      // these routes may list the campaigns it reaches.
      const { data: concept } = await dataProvider.getOne<{ id: string; partnerId: string }>('concepts', { id });
      const { data: campaigns } = await dataProvider.getList<{ id: string; name: string }>('campaigns', {
        filter: { conceptId: id, partnerId: concept.partnerId },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
      });
      const holder = treeId
        ? await campaignOfTree(
            dataProvider,
            campaigns.map((c) => c.id),
            treeId,
          )
        : null;
      return { campaigns, holder };
    },
    enabled: area === '/concepts',
  });
  const label = section === 'personalize' ? 'Personalize' : 'Creatives';
  if (area !== '/concepts')
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {label} works on a campaign: open the concept in the main application to reach its campaigns.
      </Alert>
    );
  if (target.isPending) return <Skeleton variant="rounded" height={120} sx={{ m: 2 }} aria-label="Loading" />;
  if (target.error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {target.error.message}
      </Alert>
    );
  const { campaigns, holder } = target.data;
  const only = campaigns.length === 1 ? campaigns[0]!.id : null;
  const campaignId = holder ?? only;
  if (campaignId) return <Navigate replace to={link(campaignPath(campaignId, section, holder ? treeId : null))} />;
  if (campaigns.length === 0)
    return (
      <EmptyState
        title="No campaigns yet"
        text={`${label} works on a campaign built from this concept's templates.`}
        action={<CreateCampaignButton to={`/concepts/${encodeURIComponent(id)}/campaign`} />}
      />
    );
  return (
    <Paper variant="outlined" sx={{ m: 2, p: 2 }} data-testid="concept-section-campaigns">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}: choose a campaign of this concept
      </Typography>
      <List dense>
        {campaigns.map((c) => (
          <ListItem key={c.id}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={link(campaignPath(c.id, section))} underline="hover">
                  {c.name}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};

const ConceptSectionRedirect = ({ section }: { section: Section }) => (
  <>
    <PageHeader title={section === 'personalize' ? 'Personalize' : 'Creatives'} />
    <SectionBody section={section} />
  </>
);

export default ConceptSectionRedirect;
