// The tools tab: a list of sections, one component each, in the order they are listed here (screenshots now; the
// tearsheets section joins this list).
import type { ComponentType } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import type { Campaign } from '../../providers/adapters/campaigns';
import { ScreenshotsTool } from '../../screenshots/tools/ScreenshotsTool';

interface ToolSection {
  id: string;
  title: string;
  Section: ComponentType<{ campaign: Campaign }>;
}

const SECTIONS: readonly ToolSection[] = [{ id: 'screenshots', title: 'Screenshots', Section: ScreenshotsTool }];

export const ToolsTab = ({ campaign }: { campaign: Campaign }) => (
  <Stack spacing={2} data-testid="campaign-tools">
    {SECTIONS.map(({ id, title, Section }) => (
      <Paper key={id} variant="outlined" component="section" aria-labelledby={`tool-${id}`} sx={{ p: 2 }}>
        <Typography id={`tool-${id}`} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Section campaign={campaign} />
      </Paper>
    ))}
  </Stack>
);
