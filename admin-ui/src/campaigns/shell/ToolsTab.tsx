// The tools tab: a list of sections, one component each, in the order they are listed here.
import type { ComponentType } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import type { Campaign } from '../../providers/adapters/campaigns';
import { PublishingTool } from '../../publishing/PublishingTool';
import { ScreenshotsTool } from '../../screenshots/tools/ScreenshotsTool';
import { TearsheetsTool } from '../../tearsheets/TearsheetsTool';

interface ToolSection {
  id: string;
  title: string;
  Section: ComponentType<{ campaign: Campaign }>;
}

const SECTIONS: readonly ToolSection[] = [
  { id: 'publishing', title: 'Publishing', Section: PublishingTool },
  { id: 'screenshots', title: 'Screenshots', Section: ScreenshotsTool },
  { id: 'tearsheets', title: 'Tearsheets', Section: TearsheetsTool },
];

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
