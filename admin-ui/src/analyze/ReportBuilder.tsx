// The builder of one report: its name, its settings (BuilderControls), its results (ReportResults) and export. Saving
// says 'Report is saving...' then '{name} was created' and opens the saved report; updating says 'Report is
// updating...' then '{name} was updated'; a copy is saved as '{name} copy'. A control that cannot act says why.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Paper, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnalyzeView, AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { ANALYZER_MESSAGES, copyName } from '../../../domain/analyze-view/fields';
import { nameError, NAME_MAX_LENGTH } from '../../../domain/shared/validation';
import { BackButton } from '../common/UserBits';
import { PageHeader } from '../common/PageHeader';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../common/WhyDisabled';
import { useNotifyError } from '../common/notifications';
import { saveReport, updateReport } from './analyzeApi';
import { BuilderControls } from './BuilderControls';
import { ExportButton } from './ExportButton';
import { ReportResults } from './ReportResults';
import { reportPath } from './reportPaths';
import { reportQuery } from './reportSettings';
import { useSettingsInUrl } from './useSettingsInUrl';

interface ReportBuilderProps {
  /** The report opened: the saved one's definition, or the default 'New report'. */
  opened: AnalyzeViewSettings;
  /** The saved report's id; null for a new one. */
  savedId: string | null;
  /** The partner named to the API (top admins), else null. */
  partner: string | null;
  /** The partner analyzed, whoever the caller. */
  partnerId: string | null;
}

export const ReportBuilder = ({ opened, savedId, partner, partnerId }: ReportBuilderProps) => {
  const [settings, setSettings] = useSettingsInUrl(opened);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const client = useQueryClient();
  const changed = JSON.stringify(settings) !== JSON.stringify(opened);
  const invalidName = nameError(settings.name);

  const saved = (view: AnalyzeView, created: boolean) => {
    notify(created ? ANALYZER_MESSAGES.created(view.name) : ANALYZER_MESSAGES.updated(view.name), { type: 'success' });
    void client.invalidateQueries({ queryKey: ['analyze-views'] });
    void client.invalidateQueries({ queryKey: ['reporter-recent-reports'] });
    void client.invalidateQueries({ queryKey: ['analyze-view', view.id] });
    if (created) void navigate(reportPath(view.id));
  };
  const create = useMutation({
    mutationFn: (asCopy: boolean) =>
      saveReport(
        asCopy ? { ...settings, name: copyName(settings.name, NAME_MAX_LENGTH), default: false } : settings,
        partner,
      ),
    onMutate: () => notify(ANALYZER_MESSAGES.saving, { type: 'info' }),
    onSuccess: (view) => saved(view, true),
    onError: notifyError,
  });
  const update = useMutation({
    mutationFn: () => updateReport(savedId!, settings, partner),
    onMutate: () => notify(ANALYZER_MESSAGES.updating, { type: 'info' }),
    onSuccess: (view) => saved(view, false),
    onError: notifyError,
  });
  const working = (create.isPending || update.isPending) && WORKING;
  const saveBlocked = working || invalidName;
  const query = reportQuery(settings);

  return (
    <>
      <PageHeader
        title={savedId ? settings.name || 'Report' : 'New report'}
        subtitle="Choose what to read, how to split it and which metrics to show"
        actions={
          <>
            <BackButton to="/analyze" label="Saved reports" />
            <ExportButton settings={{ ...query, metrics: settings.metrics }} partner={partner} />
            {savedId && (
              <WhyDisabled reason={saveBlocked}>
                <Button variant="outlined" disabled={!!saveBlocked} onClick={() => create.mutate(true)}>
                  Save as copy
                </Button>
              </WhyDisabled>
            )}
            {savedId ? (
              <WhyDisabled reason={saveBlocked || (!changed && NOTHING_CHANGED)}>
                <Button variant="contained" disabled={!!saveBlocked || !changed} onClick={() => update.mutate()}>
                  Update
                </Button>
              </WhyDisabled>
            ) : (
              <WhyDisabled reason={saveBlocked}>
                <Button variant="contained" disabled={!!saveBlocked} onClick={() => create.mutate(false)}>
                  Save
                </Button>
              </WhyDisabled>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <TextField
            label="Report name"
            size="small"
            required
            value={settings.name}
            error={!!invalidName}
            helperText={invalidName || ' '}
            onChange={(e) => setSettings({ ...settings, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            sx={{ maxWidth: 480 }}
          />
          <BuilderControls settings={settings} partner={partner} partnerId={partnerId} onChange={setSettings} />
        </Stack>
      </Paper>
      <ReportResults query={query} shownMetrics={settings.metrics.map((m) => m.field)} partner={partner} />
    </>
  );
};
