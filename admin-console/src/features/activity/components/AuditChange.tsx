import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditValues } from '../api/get-audit-page';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The entry's short before/after, one line per field: "title: Old → New". */
export default function AuditChange({
  before,
  after,
}: {
  before: AuditValues;
  after: AuditValues;
}) {
  const keys = Array.from(new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]));
  if (keys.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
    >
      {keys.map((key) => {
        const b = before ? show(before[key]) : null;
        const a = after ? show(after[key]) : null;
        const text = b !== null && a !== null ? (b === a ? a : `${b} → ${a}`) : (a ?? b);
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {key}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
