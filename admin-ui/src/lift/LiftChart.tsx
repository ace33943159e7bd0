// Each variant's lift in CTR over its fallback as a forest plot: the difference in percentage points as a dot, its
// 95% interval as a bar, zero as a line. A bar wholly right of zero wins, wholly left loses; one across it cannot say
// yet. Drawn in SVG with the theme's colours: an interval per row is what charting libraries' bars do not draw.
import { Box, useTheme } from '@mui/material';
import type { NamedVariantLift } from '../../../domain/report/reporter-answers';

const ROW = 30;
const LABEL = 140;
const WIDTH = 560;
const AXIS = 22;

export const LiftChart = ({ variants, metric }: { variants: NamedVariantLift[]; metric: 'CTR' | 'CVR' }) => {
  const theme = useTheme();
  const rows = variants.filter((v) => v.rates[metric].interval);
  if (rows.length === 0) return null;
  const ends = rows.flatMap((v) => [v.rates[metric].interval!.low, v.rates[metric].interval!.high, 0]);
  const span = Math.max(...ends.map(Math.abs)) * 1.1 || 1;
  // Room on the right for the last tick's label.
  const x = (value: number) => LABEL + ((value + span) / (2 * span)) * (WIDTH - LABEL - 40);
  const colour = (v: NamedVariantLift) =>
    v.rates[metric].verdict === 'WINS'
      ? theme.palette.success.main
      : v.rates[metric].verdict === 'LOSES'
        ? theme.palette.error.main
        : theme.palette.text.disabled;
  const height = rows.length * ROW + AXIS;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <svg
        role="img"
        aria-label={`${metric} lift of each variant over the fallback, in percentage points, with its 95% interval`}
        width={WIDTH}
        height={height}
        style={{ fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        <line x1={x(0)} x2={x(0)} y1={0} y2={height - AXIS} stroke={theme.palette.divider} />
        {rows.map((v, i) => {
          const { low, high } = v.rates[metric].interval!;
          const y = i * ROW + ROW / 2;
          return (
            <g key={v.variantId}>
              <text x={0} y={y + 4} fill={theme.palette.text.primary}>
                {(v.name ?? v.variantId).slice(0, 20)}
              </text>
              <line x1={x(low)} x2={x(high)} y1={y} y2={y} stroke={colour(v)} strokeWidth={4} strokeLinecap="round" />
              <circle cx={x(v.rates[metric].difference ?? 0)} cy={y} r={5} fill={colour(v)} />
            </g>
          );
        })}
        {[-span, 0, span].map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={height - 6}
            textAnchor="middle"
            fill={theme.palette.text.secondary}
          >{`${tick > 0 ? '+' : ''}${tick.toFixed(2)} pp`}</text>
        ))}
      </svg>
    </Box>
  );
};
