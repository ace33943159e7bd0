// A tearsheet's public links: when each was made, whether it is active, expired or revoked, its expiry, how often it
// was opened and when last; revoking one is confirmed (DESIGN §7), after which it answers 410.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import LinkOff from '@mui/icons-material/LinkOff';
import type { TearsheetLink } from '../../../domain/tearsheet/answers';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import type { Verb } from '../common/verbs';
import { LINK_STATE_LABELS } from './texts';

const REVOKE: Verb = { label: 'Revoke', icon: <LinkOff fontSize="small" />, done: 'revoked', destructive: true };

const STATE_COLORS = { active: 'success', expired: 'default', revoked: 'default' } as const;

const when = (at: string) => new Date(at).toLocaleString();

function whyNoRevoke(link: TearsheetLink, whyNoShare: string | null): string | null {
  if (link.state === 'revoked') return 'This link is revoked already';
  if (link.state === 'expired') return 'This link has expired';
  return whyNoShare;
}

export const TearsheetLinks = ({ links, whyNoShare }: { links: TearsheetLink[]; whyNoShare: string | null }) => (
  <Table size="small" aria-label="Public links">
    <TableHead>
      <TableRow>
        <TableCell>Link made</TableCell>
        <TableCell>State</TableCell>
        <TableCell>Expires</TableCell>
        <TableCell>Opened</TableCell>
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {links.map((link) => {
        const subject = `link made ${when(link.createdAt)}`;
        return (
          <TableRow key={link.id} data-testid="tearsheet-link" data-state={link.state}>
            <TableCell>{when(link.createdAt)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATE_COLORS[link.state]}
                variant={link.state === 'active' ? 'filled' : 'outlined'}
                label={
                  link.state === 'revoked' && link.revokedAt
                    ? `${LINK_STATE_LABELS.revoked} ${when(link.revokedAt)}`
                    : LINK_STATE_LABELS[link.state]
                }
              />
            </TableCell>
            <TableCell>{link.expiresAt ? when(link.expiresAt) : 'Never'}</TableCell>
            <TableCell>
              {link.opened === 0
                ? 'Never'
                : `${link.opened} ${link.opened === 1 ? 'time' : 'times'}${link.lastOpenedAt ? `, last ${when(link.lastOpenedAt)}` : ''}`}
            </TableCell>
            <TableCell align="right">
              <ConfirmCommandButton
                command="revokeTearsheetLink"
                params={{ tearsheetId: link.tearsheetId, linkId: link.id }}
                verb={REVOKE}
                subject={subject}
                entity="Public"
                content="Whoever has the link can no longer open the tearsheet; this cannot be undone. The tearsheet stays, and can be shared by a new link."
                disabledReason={whyNoRevoke(link, whyNoShare)}
              />
            </TableCell>
          </TableRow>
        );
      })}
    </TableBody>
  </Table>
);
