// The brief's summary (spec 1 §2.5 'Summary pane'): Details, Objectives, Channels, Formats (counts per
// channel), Assets (the first 10, then '+ N more') and Creative Direction, with the wizard's own helpers.
import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { ASSET_CATEGORIES, ASSET_CATEGORY_LABELS } from '../../../domain/asset/rules';
import { BRIEF_STEP_LABELS, type Brief } from '../../../domain/concept/brief';
import { languageName } from '../../../domain/concept/languages';
import { formatCounts, summaryAssets } from '../../../domain/concept/wizard';

const OBJECTIVE_LABELS = {
  action: 'Action',
  consideration: 'Consideration',
  awareness: 'Awareness',
  custom: 'Custom',
} as const;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ py: 1 }}>
    <Typography variant="overline" color="text.secondary">
      {title}
    </Typography>
    <Box>{children}</Box>
  </Box>
);

const Chips = ({ items, empty = '—' }: { items: string[]; empty?: string }) =>
  items.length ? (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item} size="small" label={item} />
      ))}
    </Stack>
  ) : (
    <Typography variant="body2">{empty}</Typography>
  );

export const BriefSummary = ({ brief, marketNames }: { brief: Brief; marketNames: string[] }) => {
  const counts = formatCounts(brief);
  const assets = summaryAssets(brief);
  const category = new Map(
    ASSET_CATEGORIES.flatMap((c) => brief.assets[c].map((a) => [a.assetId, ASSET_CATEGORY_LABELS[c]] as const)),
  );
  const { elements, customText } = brief.objectives;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="brief-summary">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Brief
      </Typography>
      <Section title={BRIEF_STEP_LABELS.INTRO}>
        <Typography variant="body2">Name: {brief.intro.name || '—'}</Typography>
        <Typography variant="body2">Products & Markets: {marketNames.join(', ') || '—'}</Typography>
        <Typography variant="body2">Languages: {brief.intro.languages.map(languageName).join(', ') || '—'}</Typography>
      </Section>
      <Section title={BRIEF_STEP_LABELS.OBJECTIVES}>
        <Chips
          items={elements.map((e) => (e === 'custom' && customText ? `Custom: ${customText}` : OBJECTIVE_LABELS[e]))}
          empty="None chosen"
        />
      </Section>
      <Section title={BRIEF_STEP_LABELS.CHANNELS}>
        <Chips items={counts.map((s) => `${capital(s.platform)} ${s.channel}`)} empty="None chosen" />
      </Section>
      <Section title={BRIEF_STEP_LABELS.FORMATS}>
        <Chips items={counts.map((s) => `${capital(s.platform)} ${s.channel}: ${s.count}`)} empty="None chosen" />
      </Section>
      <Section title={BRIEF_STEP_LABELS.ASSETS}>
        <Chips items={assets.shown.map((a) => `${category.get(a.assetId) ?? ''}: ${a.name}`)} empty="None added" />
        {assets.more && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {assets.more}
          </Typography>
        )}
      </Section>
      <Section title={BRIEF_STEP_LABELS.OTHER_BUSINESS}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {brief.otherBusiness.text || '—'}
        </Typography>
      </Section>
    </Paper>
  );
};
