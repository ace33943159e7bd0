// The campaign header's way to its tearsheets for readers without the Tools tab (a manager, a reviewer): a dialog
// with the same list, to download; its being open is the URL's (`tearsheets=1`). Those with the Tools tab find the
// tearsheets there.
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { inGroup } from '../../../domain/roles';
import { TEARSHEET_ACCESS } from '../../../domain/tearsheet/access';
import { useSession } from '../auth/session';
import { useSearchParam } from '../common/useSearchParam';
import { tabsOf } from '../campaigns/campaignAccess';
import type { Campaign } from '../providers/adapters/campaigns';
import { TearsheetsTool } from './TearsheetsTool';

const PARAM = 'tearsheets';

export const TearsheetsButton = ({ campaign }: { campaign: Campaign }) => {
  const role = useSession()?.role;
  const [param, setParam] = useSearchParam(PARAM);
  const titleId = useId();
  if (!role || !inGroup(role, TEARSHEET_ACCESS.read) || tabsOf(role).includes('tools')) return null;
  const open = param === '1';
  const setOpen = (on: boolean) => setParam(on ? '1' : null);
  return (
    <>
      <Button startIcon={<PictureAsPdf />} color="inherit" onClick={() => setOpen(true)}>
        Tearsheets
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>Tearsheets of {campaign.name}</DialogTitle>
        <DialogContent dividers>{open && <TearsheetsTool campaign={campaign} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
