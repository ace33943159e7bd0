// The Facebook segment CSV (spec 2 §5; ours: POST P/signals/upload/facebook {csvData, facebookAdAccountId}) beside a
// Meta tree's user segment import: the file is checked by the server against the picked ad account's campaigns and ad
// sets, and each row's ad set becomes a Meta Ad Set segment, or nothing is imported and the server's message shows.
// Only ad accounts whose node holds a Meta token can be picked; with none the import says what to connect.
import { useState } from 'react';
import { Stack } from '@mui/material';
import { SelectField } from '../../common/SelectField';
import { WORKING } from '../../common/WhyDisabled';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { CsvFileButton } from '../modals/CsvFileButton';
import { useCsvOutcome } from '../modals/useCsvOutcome';
import { useMetaAccounts } from './useMetaAccounts';

export const NO_META_ACCOUNT =
  'Connect Meta (ad account and token) on a business node of this campaign to import its ad sets';

export const FacebookCsvImport = ({ treeRef }: { treeRef: TreeRef }) => {
  const accounts = useMetaAccounts(treeRef.campaignId);
  const connected = [...new Set((accounts.data ?? []).filter((a) => a.connected).map((a) => a.facebookAdAccountId))];
  const [picked, setPicked] = useState<string | null>(null);
  const account = picked ?? connected[0] ?? '';
  const outcome = useCsvOutcome('Meta Ad Set segment', 'facebook-csv-refusal');
  const [upload, { isPending }] = useCommand('uploadFacebookSegments');
  const why = accounts.isPending
    ? 'Loading the Meta ad accounts'
    : accounts.error
      ? accounts.error.message
      : !connected.length
        ? NO_META_ACCOUNT
        : isPending && WORKING;
  const send = async (file: File) => {
    const handlers = outcome.handlers(file);
    void upload({ ...treeRef, csvData: await file.text(), facebookAdAccountId: account }, handlers);
  };
  return (
    <Stack spacing={1} aria-label="Import the Facebook segment CSV" sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <SelectField
          label="Meta ad account"
          value={account}
          options={connected}
          onChange={setPicked}
          disabled={!connected.length}
        />
        <CsvFileButton
          why={why}
          onFile={(file) => void send(file)}
          testId="facebook-csv-input"
          label="Import Facebook CSV"
        />
      </Stack>
      {outcome.refusal}
    </Stack>
  );
};
