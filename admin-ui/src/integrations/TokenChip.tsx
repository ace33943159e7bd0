// A token's state as its platform judges it (spec 3 §3: VALID, EXPIRED, INVALID), never its value.
import { Chip, Tooltip } from '@mui/material';
import type { TokenStatus } from '../../../domain/integration/answers';

const VALIDITY = {
  VALID: { label: 'Valid', color: 'success', hint: 'The platform accepts this connection' },
  EXPIRED: { label: 'Expired', color: 'warning', hint: 'The platform ended this connection: reconnect' },
  INVALID: { label: 'Invalid', color: 'error', hint: 'The platform does not accept this connection: reconnect' },
} as const;

export const TokenChip = ({ status }: { status: TokenStatus }) => {
  if (!status.present) return <Chip size="small" label="Not connected" variant="outlined" />;
  if (!status.validity)
    return (
      <Tooltip title={status.unchecked ?? ''}>
        <Chip size="small" label="Could not check" tabIndex={0} />
      </Tooltip>
    );
  const { label, color, hint } = VALIDITY[status.validity];
  return (
    <Tooltip title={hint}>
      <Chip size="small" label={label} color={color} tabIndex={0} />
    </Tooltip>
  );
};
