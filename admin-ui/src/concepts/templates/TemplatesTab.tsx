// The concept's templates tab (spec 3 §3, §5, §7): the templates grouped by size, one card per generation
// (its highest version), uploads by button or drop, archived generations behind 'Show archived' (?archived=true), and
// 'Export to cloud storage' of the shown generations' latest versions (issue 22 §2) to the storage of their nodes.
import { Box, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { FileDropZone } from '../../common/FileDropZone';
import { EmptyState, ErrorState } from '../../common/ListStates';
import { ExportAction } from '../../exports/ExportAction';
import { NO_TEMPLATE_DESTINATION } from '../../exports/texts';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { groupBySize, isRendering } from './templateGroups';
import { whyNoChange } from './templateAccess';
import { TemplateCard } from './TemplateCard';
import { RENDER_POLL_MS, useRenderWatch } from './useRenderWatch';
import { TEMPLATE_FILE_TYPES, useTemplateUpload } from './useTemplateUpload';

interface TemplatesTabProps {
  conceptId: string;
  partnerId: string;
  /** The concept's nodes: a template available to all of them (businessNodes null) exports to their storage. */
  nodeIds: readonly string[];
}

const SHOW_ARCHIVED = 'archived';

const Loading = () => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    aria-busy="true"
    aria-label="Loading templates"
  >
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={280} />
    ))}
  </Box>
);

export function TemplatesTab({ conceptId, partnerId, nodeIds }: TemplatesTabProps) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const showArchived = search.get(SHOW_ARCHIVED) === 'true';
  const templates = useQuery({
    queryKey: ['concept-templates', conceptId],
    queryFn: () => dataProvider.conceptTemplates(conceptId),
    refetchInterval: (query) => (query.state.data?.some(isRendering) ? RENDER_POLL_MS : false),
  });
  useRenderWatch(conceptId, !!templates.data?.some(isRendering));
  const { upload, progress } = useTemplateUpload(conceptId, partnerId);
  const dropZone = (
    <FileDropZone
      label="Upload template"
      hint="Drop a template here (.zip or .html banner, .mp4 video), or"
      accept={TEMPLATE_FILE_TYPES}
      onFile={(file) => upload(file)}
      progress={progress}
      disabledReason={whyNoChange(session?.role)}
      testId="template"
    />
  );

  const toggleArchived = (on: boolean) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set(SHOW_ARCHIVED, 'true');
        else next.delete(SHOW_ARCHIVED);
        return next;
      },
      { replace: true },
    );

  if (templates.isPending) return <Loading />;
  if (templates.error) return <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />;
  if (!templates.data.length)
    return (
      <EmptyState
        title="No templates yet"
        text="Upload an HTML5 banner (.zip or .html) or a video template (.mp4)."
        action={dropZone}
      />
    );

  const archived = templates.data.filter((t) => t.archived).length;
  const groups = groupBySize(templates.data, showArchived);
  const shown = groups.flatMap((group) => group.templates);
  return (
    <Stack sx={{ gap: 2 }}>
      {dropZone}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={showArchived} onChange={(e) => toggleArchived(e.target.checked)} />}
          label={`Show archived (${archived})`}
          sx={{ mr: 'auto' }}
        />
        <ExportAction
          entityType="template"
          entities={shown.map((t) => ({ id: t.id, name: t.name }))}
          nodeIds={[...new Set(shown.flatMap((t) => t.businessNodes ?? nodeIds))]}
          nothing={shown.length === 0 ? 'No template is shown to export' : null}
          noDestination={NO_TEMPLATE_DESTINATION}
          list={{ entityType: 'template' }}
          emptyList="Export this concept's templates to cloud storage."
        />
      </Stack>
      {!groups.length && (
        <EmptyState title="Every generation is archived" text="Turn on 'Show archived' to see them." />
      )}
      {groups.map((group) => (
        <Box
          key={group.sizeGroup}
          component="section"
          aria-label={`Size ${group.sizeGroup}`}
          data-testid="template-group"
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {group.sizeGroup}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {group.templates.map((template) => (
              <TemplateCard key={template.id} latest={template} partnerId={partnerId} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
