// The render queue's confirmed verb: stopping renders is confirmed (DESIGN §7), restarting one is not.
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import type { Verb } from '../../common/verbs';

export const CANCEL_RENDERING: Verb = {
  label: 'Cancel rendering',
  icon: <StopCircleOutlined fontSize="small" />,
  done: 'no longer rendered',
  destructive: true,
};
