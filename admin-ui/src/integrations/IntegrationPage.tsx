// /admin/integration/{id} (admin group): the publishing connections of one business node, per platform (spec 3 §2).
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PLATFORMS } from '../../../domain/campaign/platforms';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { BackButton } from '../common/UserBits';
import { usePageTitle } from '../common/usePageTitle';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import { findNode, useBusinessTree } from '../tree/useBusinessTree';
import { getPublishing, publishingKey } from './integrationCalls';
import { PlatformCard } from './PlatformCard';
import type { Publishing } from '../../../domain/integration/answers';

const nothingConnected = (answer: Publishing) =>
  Object.values(answer.publishing).every((platform) =>
    Object.values(platform).every((value) => value === null || (typeof value === 'object' && !value.present)),
  );

const IntegrationPage = () => {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { partnerId } = useCurrentPartner();
  const link = usePartnerLink();
  const node = findNode(useBusinessTree(partnerId).data, id);
  const title = node ? `Integrations of ${node.name}` : 'Integrations';
  usePageTitle(title);
  const { data, error, isPending } = useQuery({ queryKey: publishingKey(id), queryFn: () => getPublishing(id) });
  const oauthError = search.get('oauthError');
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1000 }}>
      <PageHeader
        title={title}
        subtitle="Where this business node publishes: Google Ads, DV360, Meta, YouTube"
        actions={<BackButton to={link('/admin/tree')} label="Partner tree" />}
      />
      {oauthError && <Alert severity="error">{oauthError}</Alert>}
      {isPending && <PageLoader />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data?.simulated && (
        <Alert severity="info" role="note">
          Simulated platforms: connections here go to Varia&apos;s stand-ins for Google and Meta on this machine, not to
          the real platforms. Nothing is published for real until the product runs with PLATFORMS=live.
        </Alert>
      )}
      {data && nothingConnected(data) && (
        <Alert severity="info" variant="outlined">
          No integrations yet: enter a platform&apos;s IDs or connect its account below.
        </Alert>
      )}
      {data && PLATFORMS.map((platform) => <PlatformCard key={platform} platform={platform} answer={data} />)}
    </Stack>
  );
};

export default IntegrationPage;
