// A campaign row's menu: Settings, Lock / Unlock, Archive / Restore, Delete. Items the role may not use stay
// visible, disabled, with the reason in a tooltip; the destructive ones confirm first.
import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import Settings from '@mui/icons-material/SettingsOutlined';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { WhyDisabled } from '../../common/WhyDisabled';
import { usePartnerLink } from '../../layout/usePartners';
import type { CampaignRow } from '../../providers/adapters/campaigns';
import { CampaignActionDialog } from '../CampaignActionDialog';
import { CAMPAIGN_CREATORS, whyNot } from '../campaignAccess';
import { campaignActions, type CampaignAction } from '../campaignActions';
import { campaignPath } from '../campaignPaths';

export const CampaignRowMenu = ({ campaign }: { campaign: CampaignRow }) => {
  const session = useSession();
  const link = usePartnerLink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<CampaignAction | null>(null);
  const settingsRefused = whyNot(session?.role, CAMPAIGN_CREATORS);
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const choose = (action: CampaignAction) => {
    setAnchor(null);
    setChosen(action);
  };
  // Row clicks open the campaign: the menu and the dialog (portals, but inside the row for React) keep theirs.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <IconButton size="small" aria-label={`Actions of ${campaign.name}`} aria-haspopup="menu" onClick={open}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <WhyDisabled reason={settingsRefused} block>
          <MenuItem component={Link} to={link(campaignPath(campaign.id, 'settings'))} disabled={!!settingsRefused}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            <ListItemText>Settings</ListItemText>
          </MenuItem>
        </WhyDisabled>
        {campaignActions(campaign, session?.role).map((action) => (
          <WhyDisabled key={action.kind} reason={action.disabledReason} block>
            <MenuItem disabled={!!action.disabledReason} onClick={() => choose(action)}>
              <ListItemIcon>{action.verb.icon}</ListItemIcon>
              <ListItemText>{action.verb.label}</ListItemText>
            </MenuItem>
          </WhyDisabled>
        ))}
      </Menu>
      {chosen && (
        <CampaignActionDialog
          key={chosen.kind}
          action={chosen}
          subject={campaign.name}
          onClose={() => setChosen(null)}
        />
      )}
    </span>
  );
};
