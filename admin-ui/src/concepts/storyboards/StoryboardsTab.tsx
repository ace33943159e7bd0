// The concept's storyboards tab (spec 3 §3, §4, §7, §9): the storyboards grouped by type in the server's order,
// each numbered within its type ('Video 1'), with its versions side by side; 'New storyboard', 'Import from file'
// (a storyboard named after the file), a new version by drop or button with progress, approve per version,
// confirmed deletes, and keyboard-accessible reordering within a type.
import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { STORYBOARD_FILE_ACCEPT } from '../../../../domain/storyboard/files';
import { useSession } from '../../auth/session';
import { FileDropZone } from '../../common/FileDropZone';
import { EmptyState, ErrorState } from '../../common/ListStates';
import { useNotifyError } from '../../common/notifications';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { useCommand } from '../../providers/useCommand';
import { whyNoChange } from './storyboardAccess';
import { StoryboardCard } from './StoryboardCard';
import { StoryboardDialog } from './StoryboardDialog';
import { groupByType, moveWithinType } from './storyboardGroups';
import { useStoryboardFile } from './useStoryboardFile';

interface StoryboardsTabProps {
  conceptId: string;
  partnerId: string;
}

const Loading = () => (
  <Stack sx={{ gap: 2 }} aria-busy="true" aria-label="Loading storyboards">
    {[0, 1].map((i) => (
      <Skeleton key={i} variant="rounded" height={260} />
    ))}
  </Stack>
);

const IMPORT_HINT = 'Drop a picture (png, jpg, gif, webp), a pdf or an mp4 to make a storyboard named after it, or';

export function StoryboardsTab({ conceptId }: StoryboardsTabProps) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const session = useSession();
  const notifyError = useNotifyError();
  const [creating, setCreating] = useState(false);
  // The route's optional id after the section (routing/routeTable.tsx): a storyboard to show.
  const { treeId: selectedId } = useParams();
  const storyboards = useQuery({
    queryKey: ['concept-storyboards', conceptId],
    queryFn: () => dataProvider.conceptStoryboards(conceptId),
  });
  const importing = useStoryboardFile(conceptId, null);
  const [reorder, { isPending: moving }] = useCommand('reorderStoryboards');
  const noChange = whyNoChange(session?.role);

  const newButton = (
    <WhyDisabled reason={noChange}>
      <Button variant="contained" startIcon={<Add />} disabled={!!noChange} onClick={() => setCreating(true)}>
        New storyboard
      </Button>
    </WhyDisabled>
  );
  const importZone = (
    <FileDropZone
      testId="storyboard"
      accept={STORYBOARD_FILE_ACCEPT}
      label="Import from file"
      hint={IMPORT_HINT}
      onFile={importing.send}
      progress={importing.progress}
      disabledReason={noChange}
    />
  );
  const dialog = creating && <StoryboardDialog conceptId={conceptId} onClose={() => setCreating(false)} />;

  if (storyboards.isPending) return <Loading />;
  if (storyboards.error)
    return <ErrorState message={storyboards.error.message} onRetry={() => void storyboards.refetch()} />;
  if (!storyboards.data.length)
    return (
      <>
        <EmptyState
          title="No storyboards yet"
          text="Create a storyboard and upload its versions, or import a file as a new storyboard."
          action={
            <Stack sx={{ gap: 2, alignItems: 'center' }}>
              {newButton}
              {importZone}
            </Stack>
          }
        />
        {dialog}
      </>
    );

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        {newButton}
        <Box sx={{ flexGrow: 1 }}>{importZone}</Box>
      </Stack>
      {groupByType(storyboards.data).map((group) => (
        <Box key={group.typeTitle} component="section" aria-label={group.typeTitle} data-testid="storyboard-group">
          <Typography variant="h6" sx={{ mb: 1 }}>
            {group.typeTitle}
          </Typography>
          <Stack sx={{ gap: 2 }}>
            {group.storyboards.map((storyboard, index) => (
              <StoryboardCard
                key={storyboard.id}
                storyboard={storyboard}
                isFirst={index === 0}
                isLast={index === group.storyboards.length - 1}
                moving={moving}
                selected={storyboard.id === selectedId}
                onMove={(step) =>
                  void reorder(
                    { conceptId, order: moveWithinType(group.storyboards, index, step) },
                    { onError: notifyError },
                  )
                }
              />
            ))}
          </Stack>
        </Box>
      ))}
      {dialog}
    </Stack>
  );
}
