// Disabled controls show a tooltip explaining why (spec 1 §6). A disabled element takes no pointer events,
// so the tooltip sits on a wrapper around it; the reason describes the control, its name stays its own.
import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';

/** Texts shared by many controls. */
export const WORKING = 'Please wait: this is being saved';
export const NOTHING_CHANGED = 'Nothing to save: change something first';

interface WhyDisabledProps {
  /** Why the control is disabled now; nothing when it is enabled. */
  reason: string | null | undefined | false;
  /** The tooltip while enabled, if any. */
  title?: string;
  /** Around a whole row of controls rather than one. */
  block?: boolean;
  children: ReactElement;
}

export const WhyDisabled = ({ reason, title, block = false, children }: WhyDisabledProps) => {
  const text = reason || title;
  if (!text) return children;
  return (
    <Tooltip title={text} describeChild>
      <span style={{ display: block ? 'block' : 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
};
