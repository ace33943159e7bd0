// The tearsheets of a campaign (issue 19 §3): 'Create PDF' for those who may (else disabled, saying why), and the
// campaign's tearsheets newest first, live while they are made, each downloadable by every reader and shareable by
// a public link. The Tools tab's section, and the campaign header's dialog for readers without that tab.
import { Button, LinearProgress, Stack } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { EmptyState, ErrorState } from '../common/ListStates';
import { WhyDisabled } from '../common/WhyDisabled';
import type { Campaign } from '../providers/adapters/campaigns';
import { CreatePdfDialog } from './CreatePdfDialog';
import { TearsheetItem } from './TearsheetItem';
import { useCampaignTearsheets } from './useCampaignTearsheets';
import { useCreatePdfParam } from './useCreatePdfParam';
import { useTearsheetRights } from './useTearsheetRights';

export const TearsheetsTool = ({ campaign }: { campaign: Campaign }) => {
  const list = useCampaignTearsheets(campaign.id);
  const { whyNoCreate, whyNoShare } = useTearsheetRights();
  const dialog = useCreatePdfParam();
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <WhyDisabled reason={whyNoCreate}>
          <Button variant="contained" startIcon={<PictureAsPdf />} disabled={!!whyNoCreate} onClick={dialog.openDialog}>
            Create PDF
          </Button>
        </WhyDisabled>
      </Stack>
      {list.isPending && <LinearProgress aria-label="Loading the tearsheets" />}
      {list.error && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && (
        <EmptyState
          title="No tearsheets yet"
          text="A tearsheet is a PDF of the campaign's creatives, with a spreadsheet beside it, to download or share by a link that needs no sign-in."
        />
      )}
      {!!list.data?.length && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Tearsheets">
          {list.data.map((t) => (
            <TearsheetItem key={t.id} tearsheet={t} whyNoShare={whyNoShare} />
          ))}
        </Stack>
      )}
      {!whyNoCreate && (
        <CreatePdfDialog campaign={campaign} open={dialog.open} initial={dialog.initial} onClose={dialog.close} />
      )}
    </Stack>
  );
};
