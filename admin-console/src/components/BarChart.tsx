import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface BarDatum {
  /** Short axis label, e.g. 'Nov 3'. */
  label: string;
  /** Full label for screen readers and the data table, e.g. 'Nov 3, 2026'. */
  fullLabel: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/**
 * A small inline-SVG bar chart (no chart package). The SVG is one labelled image with a text
 * summary; every value is also in a data table below it for screen readers and for anyone
 * who wants the exact numbers.
 */
export default function BarChart({
  data,
  title,
  valueLabel,
  labelEvery = 5,
}: {
  data: BarDatum[];
  title: string;
  valueLabel: string;
  labelEvery?: number;
}) {
  const theme = useTheme();
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<BarDatum | null>(
    (best, d) => (!best || d.value > best.value ? d : best),
    null,
  );
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, data.length);
  const barW = Math.max(2, slot * 0.7);
  const summary =
    `${title}: ${total} ${valueLabel} in total` +
    (peak && peak.value > 0 ? `; highest ${peak.value} on ${peak.fullLabel}.` : '.');

  return (
    // A figure by role rather than <figure>: the data table (<details>) follows the caption, and
    // a <figure>'s <figcaption> must be its first or last child.
    <Box role="figure" aria-labelledby={`${id}-caption`}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ display: 'block', maxHeight: 260 }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke={theme.palette.divider}
        />
        <text
          x={PAD.left - 6}
          y={PAD.top + 10}
          textAnchor="end"
          fontSize="11"
          fill={theme.palette.text.secondary}
        >
          {max}
        </text>
        <text
          x={PAD.left - 6}
          y={PAD.top + plotH}
          textAnchor="end"
          fontSize="11"
          fill={theme.palette.text.secondary}
        >
          0
        </text>
        {data.map((d, i) => {
          const h = (d.value / max) * plotH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.fullLabel} data-value={d.value}>
              <rect
                x={x}
                y={PAD.top + plotH - h}
                width={barW}
                height={Math.max(h, d.value > 0 ? 1 : 0)}
                rx={2}
                fill={theme.palette.primary.main}
              >
                <title>{`${d.fullLabel}: ${d.value}`}</title>
              </rect>
              {(i % labelEvery === 0 || i === data.length - 1) && (
                <text
                  x={x + barW / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill={theme.palette.text.secondary}
                >
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography id={`${id}-caption`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.dark', fontWeight: 600 }}>
          Show as table
        </Box>
        <Box
          component="table"
          sx={{
            mt: 1,
            borderCollapse: 'collapse',
            '& th, & td': { px: 1, py: 0.25, textAlign: 'left' },
          }}
        >
          <caption style={{ textAlign: 'left' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.fullLabel}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  {d.fullLabel}
                </th>
                <td>{d.value}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
