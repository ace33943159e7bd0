// /campaigns/{campaignId}/audiences (issue 23 §1; spec 2 §6 the audiences tab): the campaign's audiences a page at a
// time, searched by name (search and page in the URL), each with its rules, segments and rule count; 'New audience',
// 'Import' and 'Delete all' (confirmed); an empty state that says what an audience is.
import {
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  IconButton,
  Tooltip,
  LinearProgress,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AudienceAnswer } from '../../../domain/audience/answers';
import { DIMENSION_LABELS } from '../../../domain/audience/fields';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageControls } from '../common/Pager';
import { useUrlPageParams, type UrlPageSpec } from '../common/useUrlPageParams';
import { DELETE } from '../common/verbs';
import type { Campaign } from '../providers/adapters/campaigns';
import type { VariaDataProvider } from '../providers/dataProvider';
import { audiencesKey } from './audiencesAdapter';
import { audiencePath } from './audiencePaths';
import { ImportAudiencesButton } from './ImportAudiencesButton';

const SPEC: UrlPageSpec<{ q: string }, { q: string }> = {
  read: (search) => ({ q: search.get('q') ?? '' }),
  write: ({ q }) => ({ q: q || null }),
};

const DELETE_ALL = { ...DELETE, label: 'Delete all' };

const rulesText = (audience: AudienceAnswer) =>
  audience.rules.map((r) => `${DIMENSION_LABELS[r.dimension]}: ${r.values.map((v) => v.name).join(', ')}`);

export const AudienceList = ({ campaign }: { campaign: Campaign }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const { params, change } = useUrlPageParams(SPEC);
  const read = { page: params.page, perPage: params.perPage, q: params.q };
  const list = useQuery({
    queryKey: [...audiencesKey(campaign.id), 'list', read],
    queryFn: ({ signal }) => dataProvider.campaignAudiences(campaign.id, read, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  const create = (
    <Button variant="contained" startIcon={<Add />} component={RouterLink} to={audiencePath(campaign.id, 'new')}>
      New audience
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Search audiences"
          value={params.q}
          onChange={(e) => change({ q: e.target.value })}
        />
        <span style={{ flex: 1 }} />
        {create}
        <ImportAudiencesButton campaign={campaign} />
        <ConfirmCommandButton
          command="deleteAllAudiences"
          params={{ campaignId: campaign.id }}
          verb={DELETE_ALL}
          variant="button"
          entity="All"
          subject="audiences"
          content="Every audience of this campaign is deleted. This cannot be undone."
          disabledReason={total === 0 && !params.q ? 'This campaign has no audiences' : null}
        />
      </Stack>
      {list.isFetching && <LinearProgress aria-label="Loading audiences" />}
      {list.error ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.rows.length === 0 ? (
        params.q ? (
          <EmptyState title="No audiences match this search" text="Change the search to see more." />
        ) : (
          <EmptyState
            title="No audiences yet"
            text="An audience targets people by Google's targeting options (operating systems, browsers, languages…) and maps them to user segments. Create one or import a CSV or XLSX file."
            action={create}
          />
        )
      ) : (
        list.data && (
          <Paper variant="outlined">
            <Table size="small" aria-label="Audiences">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Rules</TableCell>
                  <TableCell>User segments</TableCell>
                  <TableCell align="right">Rule count</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.rows.map((audience) => (
                  <TableRow key={audience.id}>
                    <TableCell>{audience.name}</TableCell>
                    <TableCell>
                      {rulesText(audience).map((text) => (
                        <Typography key={text} variant="body2">
                          {text}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell>
                      {audience.segments.map((s) => (
                        <Chip
                          key={`${s.type}-${s.value}`}
                          size="small"
                          label={`${s.type}: ${s.value}`}
                          sx={{ mr: 0.5 }}
                        />
                      ))}
                    </TableCell>
                    <TableCell align="right">{audience.ruleCount}</TableCell>
                    <TableCell align="right">
                      <Tooltip title="Edit">
                        <IconButton
                          size="small"
                          aria-label={`Edit ${audience.name}`}
                          component={RouterLink}
                          to={audiencePath(campaign.id, audience.id)}
                        >
                          <Edit fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <ConfirmCommandButton
                        command="deleteAudience"
                        params={{ campaignId: campaign.id, audienceId: audience.id }}
                        verb={DELETE}
                        entity="Audience"
                        subject={audience.name}
                        content="The audience and its rules are deleted."
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PageControls
              page={params.page}
              pages={pages}
              onPage={(page) => change({ q: params.q, page })}
              perPage={params.perPage}
              onPerPage={(perPage) => change({ q: params.q, perPage })}
            />
          </Paper>
        )
      )}
    </Stack>
  );
};
