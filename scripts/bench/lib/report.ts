/**
 * The bench's one table: every measurement is a row with its value, the budget it is checked
 * against (if any) and PASS/FAIL. Rendered as plain text and written as JSON.
 */
export type Verdict = 'PASS' | 'FAIL' | '-';

export interface BenchRow {
  section: string;
  metric: string;
  /** Human-readable value as printed. */
  value: string;
  /** Raw number(s) for the JSON file. */
  raw?: number | Record<string, number>;
  budget?: string;
  verdict: Verdict;
}

export class BenchReport {
  readonly rows: BenchRow[] = [];

  /** An informational line (no budget). */
  info(section: string, metric: string, value: string, raw?: BenchRow['raw']): void {
    this.rows.push({ section, metric, value, raw, verdict: '-' });
  }

  /** A budgeted line: PASS when `ok`. */
  check(
    section: string,
    metric: string,
    value: string,
    ok: boolean,
    budget: string,
    raw?: BenchRow['raw'],
  ): void {
    this.rows.push({ section, metric, value, raw, budget, verdict: ok ? 'PASS' : 'FAIL' });
  }

  /** A measurement that could not be taken counts as a missed budget, never as a pass. */
  failed(section: string, metric: string, error: unknown, budget?: string): void {
    const message = error instanceof Error ? error.message : String(error);
    this.rows.push({
      section,
      metric,
      value: `ERROR: ${message.split('\n')[0]?.slice(0, 80)}`,
      budget,
      verdict: 'FAIL',
    });
  }

  get failures(): number {
    return this.rows.filter((r) => r.verdict === 'FAIL').length;
  }

  render(): string {
    const header = ['section', 'metric', 'value', 'budget', 'result'];
    const cells = this.rows.map((r) => [r.section, r.metric, r.value, r.budget ?? '', r.verdict]);
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
    const line = (values: string[]) =>
      `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
    return [line(header), rule, ...cells.map(line)].join('\n');
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '-');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
