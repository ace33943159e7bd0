// Where each market (business node) stands per platform: its creatives' publish statuses and, of the published, the
// platform's review now (GET /campaigns/publishing-market-data/{id}).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import type { PublishingMarketData } from '../../../domain/publishing/answers';

type Counts = NonNullable<PublishingMarketData['markets'][number]['platforms'][Platform]>;

const COLUMNS: [keyof Counts, string][] = [
  ['inQueue', 'In queue'],
  ['published', 'Published'],
  ['failed', 'Error'],
  ['pending', 'Pending review'],
  ['active', 'Active'],
  ['withIssues', 'With issues'],
  ['disapproved', 'Disapproved'],
];

export const MarketTable = ({ markets }: { markets: PublishingMarketData['markets'] }) => {
  const rows = markets.flatMap((m) =>
    Object.entries(m.platforms).map(([platform, counts]) => ({ market: m, platform: platform as Platform, counts })),
  );
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label="Publishing per market">
      <TableHead>
        <TableRow>
          <TableCell>Market</TableCell>
          <TableCell>Platform</TableCell>
          {COLUMNS.map(([key, label]) => (
            <TableCell key={key} align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ market, platform, counts }) => (
          <TableRow key={`${market.nodeId}-${platform}`}>
            <TableCell>{market.name}</TableCell>
            <TableCell>{PLATFORM_LABELS[platform]}</TableCell>
            {COLUMNS.map(([key, label]) => (
              <TableCell key={key} align="right" aria-label={label}>
                {counts?.[key] ?? 0}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
