// What may be done to a campaign from its row menu and its settings (spec 2 §4 'Campaign'): lock / unlock (the qa
// flag), archive / restore, delete; each after a confirmation, each for the roles the server allows.
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Unarchive from '@mui/icons-material/Unarchive';
import type { Role } from '../../../domain/roles';
import { ARCHIVE, DELETE, type Verb } from '../common/verbs';
import type { CampaignRow } from '../providers/adapters/campaigns';
import { CAMPAIGN_CREATORS, QA_ACCESS, whyNot } from './campaignAccess';

const LOCK: Verb = { label: 'Lock', icon: <Lock fontSize="small" />, done: 'locked' };
const UNLOCK: Verb = { label: 'Unlock', icon: <LockOpen fontSize="small" />, done: 'unlocked' };
const RESTORE: Verb = { label: 'Restore', icon: <Unarchive fontSize="small" />, done: 'restored' };

interface Shared {
  verb: Verb;
  /** What will happen, in the dialog. */
  content: string;
  /** Why the signed-in role may not, or null. */
  disabledReason: string | null;
}

export type CampaignAction = Shared &
  (
    | { kind: 'lock'; command: 'lockCampaign'; params: { id: string; locked: boolean } }
    | { kind: 'archive'; command: 'archiveCampaign'; params: { id: string; archived: boolean; partnerId: string } }
    | { kind: 'delete'; command: 'deleteCampaign'; params: { id: string } }
  );

export function campaignActions(campaign: CampaignRow, role: Role | undefined): CampaignAction[] {
  const { id, locked, archived, partnerId } = campaign;
  return [
    {
      kind: 'lock',
      command: 'lockCampaign',
      params: { id, locked: !locked },
      verb: locked ? UNLOCK : LOCK,
      content: locked
        ? 'The QA mark is taken off the campaign.'
        : 'The campaign is marked for QA (locked) until it is unlocked.',
      disabledReason: whyNot(role, QA_ACCESS),
    },
    {
      kind: 'archive',
      command: 'archiveCampaign',
      params: { id, archived: !archived, partnerId },
      verb: archived ? RESTORE : ARCHIVE,
      content: archived
        ? 'The campaign returns to the list of active campaigns.'
        : 'The campaign leaves the list of active campaigns; its trees and variants are kept and it can be restored.',
      disabledReason: whyNot(role, CAMPAIGN_CREATORS),
    },
    {
      kind: 'delete',
      command: 'deleteCampaign',
      params: { id },
      verb: DELETE,
      content: 'The campaign, its trees and its variants are removed for good. This cannot be undone.',
      disabledReason: whyNot(role, CAMPAIGN_CREATORS),
    },
  ];
}
