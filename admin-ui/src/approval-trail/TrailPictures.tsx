// A trail row's screenshots (issue 19 §1 'Reviewers see the picture'): the content the decision bound to, beside the
// format's content now when it has changed since ('Changed since'), each 'not rendered' while it has no picture. The
// server names the pictures (TrailEntry.screenshots), served under the campaign to whoever reads its trail.
import { Box, Link, Stack, Typography } from '@mui/material';
import type { TrailPicture, TrailScreenshots } from '../../../domain/approval-trail/answers';

export const NOT_RENDERED = 'not rendered';
export const CHANGED_SINCE = 'Changed since';
const WIDTH = 96;

/** The picture of a content (by its fingerprint), or 'not rendered'; also the served-at table's. */
export const Picture = ({ picture, label }: { picture: TrailPicture; label: string }) => (
  <Stack spacing={0.25} sx={{ width: WIDTH }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    {picture.url ? (
      <Link href={picture.url} target="_blank" rel="noopener" aria-label={`${label}: open the screenshot`}>
        <Box
          component="img"
          src={picture.url}
          alt={`${label} screenshot`}
          loading="lazy"
          sx={{ width: WIDTH, display: 'block', border: 1, borderColor: 'divider' }}
        />
      </Link>
    ) : (
      <Typography variant="caption" sx={{ fontStyle: 'italic' }}>
        {NOT_RENDERED}
      </Typography>
    )}
  </Stack>
);

export const TrailPictures = ({ screenshots }: { screenshots: TrailScreenshots }) => (
  <Stack direction="row" spacing={1} data-testid="trail-pictures">
    <Picture picture={screenshots.approved} label="As decided" />
    {screenshots.current === null ? (
      <Typography variant="caption" color="text.secondary">
        The format is gone
      </Typography>
    ) : screenshots.changed ? (
      <Picture picture={screenshots.current} label={`${CHANGED_SINCE}: now`} />
    ) : (
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Unchanged since
      </Typography>
    )}
  </Stack>
);
