// One storyboard: its number and name, rename / retype, move up / down within its type (keyboard: the buttons, or Alt+↑
// / Alt+↓ on
// the card), a confirmed delete, its versions side by side (oldest first) and a drop zone for the next version.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { STORYBOARD_FILE_ACCEPT } from '../../../../domain/storyboard/files';
import { useSession } from '../../auth/session';
import { EntityCommentsButton } from '../../comments';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { DELETE } from '../../common/verbs';
import { FileDropZone } from '../../common/FileDropZone';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { Storyboard } from '../../providers/adapters/storyboards';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { whyNoChange } from './storyboardAccess';
import { StoryboardDialog } from './StoryboardDialog';
import { useStoryboardFile } from './useStoryboardFile';
import { VersionCard } from './VersionCard';

interface StoryboardCardProps {
  storyboard: Storyboard;
  /** Moves it one place up (-1) or down (+1) within its type; null where it cannot go. */
  onMove: ((step: -1 | 1) => void) | null;
  isFirst: boolean;
  isLast: boolean;
  moving: boolean;
  /** Named in the path (/concepts/{id}/storyboards/{storyboardId}): scrolled to and outlined. */
  selected: boolean;
}

export const StoryboardCard = ({ storyboard, onMove, isFirst, isLast, moving, selected }: StoryboardCardProps) => {
  const session = useSession();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const { conceptId, id } = storyboard;
  const users = useQuery({
    queryKey: ['concept-storyboards', conceptId, id, 'users'],
    queryFn: () => dataProvider.storyboardUsers({ conceptId, storyboardId: id }),
  });
  const byId = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u])), [users.data]);
  const { send, progress } = useStoryboardFile(conceptId, id);
  const noChange = whyNoChange(session?.role);
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selected) card.current?.scrollIntoView({ block: 'start' });
  }, [selected]);
  const approved = !!storyboard.latestVersion?.approvals.length;
  const why = (edge: boolean, text: string) =>
    noChange ?? (moving ? 'Please wait: the order is being saved' : edge ? text : null);
  const whyNotUp = why(isFirst, `${storyboard.name} is already first among its type`);
  const whyNotDown = why(isLast, `${storyboard.name} is already last among its type`);
  const onKeyDown = (e: KeyboardEvent) => {
    // Keys typed in the edit dialog (portalled, but a child in React's tree) are not moves.
    if (!e.altKey || !onMove || !e.currentTarget.contains(e.target as Node)) return;
    if (e.key === 'ArrowUp' && !whyNotUp) onMove(-1);
    else if (e.key === 'ArrowDown' && !whyNotDown) onMove(1);
    else return;
    e.preventDefault();
  };

  return (
    <Paper
      ref={card}
      sx={{ p: 2, outline: selected ? 2 : 0, outlineColor: 'primary.main' }}
      aria-current={selected || undefined}
      component="section"
      aria-label={`${storyboard.label} ${storyboard.name}`}
      data-testid="storyboard"
      onKeyDown={onKeyDown}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="storyboard-label">
          {storyboard.label}
        </Typography>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }} noWrap title={storyboard.name}>
          {storyboard.name}
        </Typography>
        {approved && <Chip size="small" color="success" label="Latest version approved" />}
        <EntityCommentsButton topic={{ conceptId }} entity={{ id, type: 'storyboard', name: storyboard.name }} />
        <WhyDisabled reason={noChange} title="Rename or change the type">
          <IconButton
            size="small"
            aria-label={`Edit ${storyboard.name}`}
            disabled={!!noChange}
            onClick={() => setEditing(true)}
          >
            <Edit fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={whyNotUp} title="Move up (Alt+↑)">
          <IconButton
            size="small"
            aria-label={`Move ${storyboard.name} up`}
            disabled={!!whyNotUp || !onMove}
            onClick={() => onMove?.(-1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={whyNotDown} title="Move down (Alt+↓)">
          <IconButton
            size="small"
            aria-label={`Move ${storyboard.name} down`}
            disabled={!!whyNotDown || !onMove}
            onClick={() => onMove?.(1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <ConfirmCommandButton
          command="deleteStoryboard"
          params={{ conceptId, storyboardId: id }}
          verb={DELETE}
          entity="Storyboard"
          subject={storyboard.name}
          content={`${storyboard.name} and all ${storyboard.versions.length} of its versions are deleted. This cannot be undone.`}
          disabledReason={noChange}
        />
      </Stack>
      <Box
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
        data-testid="storyboard-versions"
      >
        {storyboard.versions.map((version) => (
          <VersionCard key={version.id} storyboard={storyboard} version={version} users={byId} />
        ))}
        <FileDropZone
          testId="storyboard"
          accept={STORYBOARD_FILE_ACCEPT}
          compact
          label="Upload version"
          target={storyboard.name}
          hint={
            storyboard.versions.length
              ? 'Drop a new version here, or'
              : 'No versions yet. Drop a picture, pdf or mp4 here, or'
          }
          onFile={send}
          progress={progress}
          disabledReason={noChange}
        />
      </Box>
      {editing && <StoryboardDialog conceptId={conceptId} storyboard={storyboard} onClose={() => setEditing(false)} />}
    </Paper>
  );
};
