// /concepts/{id} and its tabs (spec 3 §2): overview, storyboards, templates and, for top admins and the
// self-service group, settings; the same under /concepts-only. The header carries the status, 'Open brief',
// archive / unarchive, the audit trail and, on the storyboards tab, the tab's comments; the storyboards and templates
// tabs have the comments panel.
import { Box, Button, Chip, Stack, Tab, Tabs } from '@mui/material';
import Description from '@mui/icons-material/DescriptionOutlined';
import { useGetOne } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { inGroup } from '../../../domain/roles';
import { AuditTrailButton } from '../audit/AuditTrailButton';
import { ConceptComments, EntityCommentsButton } from '../comments';
import { useSession } from '../auth/session';
import { ArchiveButton } from '../common/ArchiveButton';
import { RecordLoadFailed } from '../common/NoAccess';
import { useLoadFailed } from '../common/notifications';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { BackButton } from '../common/UserBits';
import { usePartnerLink } from '../layout/usePartners';
import type { ConceptDetail } from '../../../domain/concept/answers';
import { AUDIT_READERS, CONCEPT_CREATORS, CONCEPT_SETTINGS } from './conceptAccess';
import { ConceptOverview } from './ConceptOverview';
import { conceptPath, CONCEPT_TABS, TAB_LABELS, tabOfPath, useConceptArea, type ConceptTab } from './conceptPaths';
import { ConceptSettings } from './ConceptSettings';
import { ConceptStatusChip } from './ConceptStatusChip';
import { StoryboardsTab } from './storyboards/StoryboardsTab';
import { TemplatesTab } from './templates/TemplatesTab';
import { useOpenBrief } from './wizard/openBrief';

const TabContent = ({ tab, concept }: { tab: ConceptTab; concept: ConceptDetail }) => {
  switch (tab) {
    case 'overview':
      return <ConceptOverview concept={concept} />;
    case 'storyboards':
      return <StoryboardsTab conceptId={concept.id} partnerId={concept.partnerId} />;
    case 'templates':
      return <TemplatesTab conceptId={concept.id} partnerId={concept.partnerId} nodeIds={concept.businessNodes} />;
    case 'settings':
      return <ConceptSettings concept={concept} />;
  }
};

export const ConceptShow = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const area = useConceptArea();
  const link = usePartnerLink();
  const openBrief = useOpenBrief();
  // Its own cache entry: react-admin files each list row (which has no brief) as that row's getOne answer.
  const {
    data: concept,
    isPending,
    error,
  } = useGetOne<ConceptDetail>('concepts', { id, meta: { withBrief: true } }, useLoadFailed());
  const back = <BackButton to={link(area)} label="Concepts" />;
  const role = session?.role;
  const tabs = CONCEPT_TABS.filter((t) => t !== 'settings' || (role && inGroup(role, CONCEPT_SETTINGS)));
  const tab = tabOfPath(pathname);

  if (error)
    return (
      <>
        <PageHeader title="Concept" actions={back} />
        <RecordLoadFailed error={error} />
      </>
    );
  if (isPending || !concept) return <PageLoader />;
  return (
    <>
      <PageHeader
        title={concept.name}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <ConceptStatusChip status={concept.status} />
            {concept.archived && <Chip size="small" label="Archived" variant="outlined" />}
          </Stack>
        }
        actions={
          <>
            {back}
            <Button startIcon={<Description />} onClick={() => openBrief(concept.id)}>
              Open brief
            </Button>
            {role && inGroup(role, CONCEPT_CREATORS) && (
              <ArchiveButton
                command="archiveConcept"
                entity="Concept"
                record={concept}
                variant="button"
                content={{
                  archive:
                    'The concept leaves the list of active concepts; its brief, storyboards and templates are kept and it can be unarchived.',
                  unarchive: 'The concept returns to the list of active concepts.',
                }}
              />
            )}
            {role && inGroup(role, AUDIT_READERS) && (
              <AuditTrailButton entityType="concept" entityId={concept.id} name={concept.name} />
            )}
            {tab === 'storyboards' && (
              <EntityCommentsButton
                topic={{ conceptId: concept.id }}
                entity={{ id: concept.id, type: 'storyboards', name: 'Storyboards' }}
                size="medium"
              />
            )}
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tabs.includes(tab) ? tab : false} aria-label="Concept sections">
          {tabs.map((t) => (
            <Tab key={t} value={t} label={TAB_LABELS[t]} component={Link} to={link(conceptPath(area, concept.id, t))} />
          ))}
        </Tabs>
      </Box>
      <TabContent tab={tab} concept={concept} />
      {(tab === 'storyboards' || tab === 'templates') && <ConceptComments conceptId={concept.id} />}
    </>
  );
};

export default ConceptShow;
