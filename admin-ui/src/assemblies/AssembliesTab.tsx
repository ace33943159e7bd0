// /campaigns/{campaignId}/assemblies (issue 23 §2; spec 2 §6 the assemblies and variations tabs, managed-service): the
// campaign's assemblies (imported datasources) a page at a time (page in the URL) with their fields and permutation
// counts; 'Import datasource', delete one or all after a confirmation, an empty state that says what a datasource is;
// and the variations' generation with its progress.
import { Chip, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageControls } from '../common/Pager';
import { useUrlPageParams, type UrlPageSpec } from '../common/useUrlPageParams';
import { DELETE } from '../common/verbs';
import type { Campaign } from '../providers/adapters/campaigns';
import type { VariaDataProvider } from '../providers/dataProvider';
import { assembliesKey } from './assembliesAdapter';
import { GenerateVariations } from './GenerateVariations';
import { ImportDatasourceButton } from './ImportDatasourceButton';

const SPEC: UrlPageSpec<object, object> = { read: () => ({}), write: () => ({}) };
const DELETE_ALL = { ...DELETE, label: 'Delete all' };

export const AssembliesTab = ({ campaign }: { campaign: Campaign }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const { params, change } = useUrlPageParams(SPEC);
  const read = { page: params.page, perPage: params.perPage };
  const list = useQuery({
    queryKey: [...assembliesKey(campaign.id), 'list', read],
    queryFn: ({ signal }) => dataProvider.campaignAssemblies(campaign.id, read, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <ImportDatasourceButton campaignId={campaign.id} />
          <ConfirmCommandButton
            command="deleteAllAssemblies"
            params={{ campaignId: campaign.id }}
            verb={DELETE_ALL}
            variant="button"
            entity="All"
            subject="assemblies"
            content="Every assembly of this campaign is deleted; the next generation archives their variations."
            disabledReason={total === 0 ? 'This campaign has no assemblies' : null}
          />
        </Stack>
        {list.isFetching && <LinearProgress aria-label="Loading assemblies" />}
        {list.error ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data && list.data.rows.length === 0 ? (
          <EmptyState
            title="No assemblies yet"
            text="An assembly is a datasource: a CSV or XLSX file whose columns are the templates' fields and whose cells are their elements. Its elements are combined into permutations, each a variation of every format."
            action={<ImportDatasourceButton campaignId={campaign.id} />}
          />
        ) : (
          list.data && (
            <Paper variant="outlined">
              <Table size="small" aria-label="Assemblies">
                <TableHead>
                  <TableRow>
                    <TableCell>Datasource</TableCell>
                    <TableCell>Fields</TableCell>
                    <TableCell align="right">Permutations</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.rows.map((assembly) => (
                    <TableRow key={assembly.id}>
                      <TableCell>
                        {assembly.fileName} {assembly.live && <Chip size="small" color="primary" label="Live" />}
                      </TableCell>
                      <TableCell>
                        {assembly.columns.map((c) => (
                          <Chip
                            key={c.header}
                            size="small"
                            sx={{ mr: 0.5 }}
                            label={`${c.header}: ${c.elements.length}`}
                          />
                        ))}
                      </TableCell>
                      <TableCell align="right">{assembly.permutations}</TableCell>
                      <TableCell align="right">
                        <ConfirmCommandButton
                          command="deleteAssembly"
                          params={{ assemblyId: assembly.id }}
                          verb={DELETE}
                          entity="Assembly"
                          subject={assembly.fileName}
                          content="The assembly is deleted; the next generation archives the variations only it made."
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PageControls
                page={params.page}
                pages={pages}
                onPage={(page) => change({ page })}
                perPage={params.perPage}
                onPerPage={(perPage) => change({ perPage })}
              />
            </Paper>
          )
        )}
      </Stack>
      <GenerateVariations campaignId={campaign.id} assemblies={total} />
    </Stack>
  );
};
