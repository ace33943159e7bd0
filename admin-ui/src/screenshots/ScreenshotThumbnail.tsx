// A format's screenshot at the chosen preview width (spec 2 §9), lazily loaded: the picture, dimmed with a tooltip when
// the format changed since it (stale), badged while a new one is queued or rendering or when it failed; without a
// picture, a box saying where its render stands (spec 2 §4 'Render states'). A click opens it at full size.
import { useState, type ReactNode } from 'react';
import { Box, ButtonBase, CircularProgress, Tooltip, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Schedule from '@mui/icons-material/Schedule';
import { SCREENSHOT_ERROR } from '../../../domain/screenshot/messages';
import type { VariantFormatRow } from '../../../domain/personalise/answers';
import { ScreenshotDialog } from './ScreenshotDialog';
import { RENDER_STATE_LABELS, STALE_SCREENSHOT } from './texts';

/** What a personalise or creatives format row carries of its screenshot. */
export type FormatShot = Pick<VariantFormatRow, 'screenshotRenderStatus' | 'screenshot' | 'screenshotError'>;

/** A placeholder's height for its width: about a banner's. */
const PLACEHOLDER_RATIO = 0.6;

/** Where the render stands, when that is news beside (or instead of) the picture. */
function stateOf({
  screenshotRenderStatus: status,
  screenshotError,
}: FormatShot): { text: string; icon: ReactNode } | null {
  switch (status) {
    case 'queued':
      return { text: RENDER_STATE_LABELS.queued, icon: <Schedule fontSize="small" color="action" /> };
    case 'progress':
      return { text: RENDER_STATE_LABELS.progress, icon: <CircularProgress size={16} aria-hidden /> };
    case 'error':
      return {
        text: `${RENDER_STATE_LABELS.error}: ${screenshotError ? `${screenshotError}. ` : ''}${SCREENSHOT_ERROR}`,
        icon: <ErrorOutline fontSize="small" color="error" />,
      };
    default:
      return null;
  }
}

export const ScreenshotThumbnail = ({ shot, name, width }: { shot: FormatShot; name: string; width: number }) => {
  const [open, setOpen] = useState(false);
  const state = stateOf(shot);
  const picture = shot.screenshot;
  const common = {
    'data-testid': 'screenshot',
    'data-status': shot.screenshotRenderStatus,
    'data-stale': picture?.stale ? 'true' : 'false',
  };
  if (!picture)
    return (
      <Tooltip title={state?.text ?? RENDER_STATE_LABELS[shot.screenshotRenderStatus]} describeChild>
        <Box
          {...common}
          role="img"
          aria-label={`${name}: ${RENDER_STATE_LABELS[shot.screenshotRenderStatus]}`}
          sx={{
            width,
            height: Math.round(width * PLACEHOLDER_RATIO),
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 0.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 0.5,
          }}
        >
          {state?.icon ?? (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', lineHeight: 1.1 }}>
              {RENDER_STATE_LABELS[shot.screenshotRenderStatus]}
            </Typography>
          )}
        </Box>
      </Tooltip>
    );
  const tip = [picture.stale ? STALE_SCREENSHOT : null, state?.text].filter(Boolean).join(' · ');
  return (
    <>
      <Tooltip title={tip || `Open the screenshot of ${name}`} describeChild>
        <ButtonBase
          {...common}
          onClick={() => setOpen(true)}
          aria-label={`Open the screenshot of ${name}`}
          sx={{ position: 'relative', width, borderRadius: 0.5, border: 1, borderColor: 'divider', overflow: 'hidden' }}
        >
          <img
            src={picture.url}
            alt={`Screenshot of ${name}`}
            loading="lazy"
            width={width}
            style={{ display: 'block', maxHeight: width, objectFit: 'contain', opacity: picture.stale ? 0.4 : 1 }}
          />
          {state && <Box sx={{ position: 'absolute', top: 2, right: 2, display: 'flex' }}>{state.icon}</Box>}
        </ButtonBase>
      </Tooltip>
      <ScreenshotDialog name={name} picture={open ? picture : null} onClose={() => setOpen(false)} />
    </>
  );
};
