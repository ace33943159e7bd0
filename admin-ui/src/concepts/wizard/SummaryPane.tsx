// The summary pane (spec 1 §2.5): Details (Name, Products & Markets, Languages), Objectives, Channels,
// Formats (counts per format type), Assets (the first 10, then '+ N more') and Creative Direction. Its
// items look like fields but cannot be changed here.
import type { ReactNode } from 'react';
import { Box, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { BRIEF_STEP_LABELS, type Brief } from '../../../../domain/concept/brief';
import { chosenSlots } from '../../../../domain/concept/format-rules';
import { languageName } from '../../../../domain/concept/languages';
import { formatCounts, summaryAssets } from '../../../../domain/concept/wizard';
import { findNode, useBusinessTree } from '../../tree/useBusinessTree';
import { slotLabel, titleCase } from './labels';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    <Stack spacing={1}>{children}</Stack>
  </Box>
);

const Item = ({ label, value }: { label: string; value: string }) => (
  <TextField size="small" label={label} value={value || '—'} disabled fullWidth multiline />
);

export const SummaryPane = ({ brief, partnerId }: { brief: Brief; partnerId: string }) => {
  const tree = useBusinessTree(partnerId);
  const markets = brief.intro.businessNodes.map((id) => findNode(tree.data, id)?.name ?? id);
  const assets = summaryAssets(brief);
  return (
    <Stack
      spacing={2}
      sx={{ width: 280, flexShrink: 0, p: 2, borderLeft: 1, borderColor: 'divider', overflow: 'auto' }}
      aria-label="Summary"
      role="complementary"
    >
      <Section title={BRIEF_STEP_LABELS.INTRO}>
        <Item label="Name" value={brief.intro.name} />
        <Item label="Products & Markets" value={markets.join(', ')} />
        <Item label="Languages" value={brief.intro.languages.map(languageName).join(', ')} />
      </Section>
      <Divider />
      <Section title={BRIEF_STEP_LABELS.OBJECTIVES}>
        <Item label={BRIEF_STEP_LABELS.OBJECTIVES} value={brief.objectives.elements.map(titleCase).join(', ')} />
      </Section>
      <Section title={BRIEF_STEP_LABELS.CHANNELS}>
        <Item label={BRIEF_STEP_LABELS.CHANNELS} value={chosenSlots(brief).map(slotLabel).join(', ')} />
      </Section>
      <Section title={BRIEF_STEP_LABELS.FORMATS}>
        {formatCounts(brief).map((slot) => (
          <Item key={slotLabel(slot)} label={slotLabel(slot)} value={String(slot.count)} />
        ))}
      </Section>
      <Section title={BRIEF_STEP_LABELS.ASSETS}>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="summary-assets">
          {assets.shown.map((asset, index) => (
            <Chip key={`${asset.assetId}-${index}`} size="small" label={asset.name} disabled />
          ))}
          {assets.more && <Chip size="small" label={assets.more} variant="outlined" />}
        </Stack>
      </Section>
      <Section title={BRIEF_STEP_LABELS.OTHER_BUSINESS}>
        <Item label={BRIEF_STEP_LABELS.OTHER_BUSINESS} value={brief.otherBusiness.text} />
      </Section>
    </Stack>
  );
};
