/** `bench:interactions`' Markdown: a row per control and visit, a column per condition. */
import type { ProbeResult } from './interaction-probe.ts';
import type { Sample } from './interaction-run.ts';
import { formatTable } from './tables.ts';

export interface Cell {
  /** Row and column. */
  row: string;
  column: string;
  samples: Sample[];
}

/**
 * Median, min and max of the samples that timed something: a lost input counts as slower than
 * any measured one (it is the limit, "> 10 s"), a missed tap or an error not at all. How many
 * were lost follows when some were not.
 */
export function cellText(samples: readonly Sample[], timeoutMs: number): string {
  const values = samples.flatMap((sample) =>
    sample.kind === 'measured' ? [sample.ms] : sample.kind === 'lost' ? [Infinity] : [],
  );
  if (!values.length)
    return samples.some((sample) => sample.kind === 'n/a')
      ? 'n/a'
      : samples.some((sample) => sample.kind === 'missed')
        ? 'missed'
        : 'error';
  values.sort((a, b) => a - b);
  const middle = values.length / 2;
  const median =
    values.length % 2 ? values[Math.floor(middle)]! : (values[middle - 1]! + values[middle]!) / 2;
  const text = (ms: number) =>
    ms === Infinity ? `>${timeoutMs / 1000} s` : String(Math.round(ms));
  const [min, max] = [text(values[0]!), text(values.at(-1)!)];
  const lost = values.filter((value) => value === Infinity).length;
  const notTimed = samples.length - values.length;
  return [
    text(median),
    min === max ? '' : ` (${min}–${max})`,
    lost && lost < values.length ? `, ${lost} lost` : '',
    notTimed ? ` [${notTimed} of ${samples.length} not timed]` : '',
  ].join('');
}

/** Rows and columns in the order first seen. */
export function interactionsTable(cells: readonly Cell[], timeoutMs: number): string {
  const rows = [...new Set(cells.map((cell) => cell.row))];
  const columns = [...new Set(cells.map((cell) => cell.column))];
  const byKey = new Map(cells.map((cell) => [`${cell.row}\n${cell.column}`, cell]));
  const body = rows.map((row) => {
    const [control, visit] = row.split('\n') as [string, string];
    return [
      control,
      visit,
      ...columns.map((column) => {
        const cell = byKey.get(`${row}\n${column}`);
        return cell ? cellText(cell.samples, timeoutMs) : '';
      }),
    ];
  });
  return formatTable(['control', 'visit', ...columns], body);
}

/** The load averages, to read beside the numbers: the machine may be busy with more than this. */
const ms = (value: number) => `${Math.round(value)} ms`;

/** When an input came, beside what the page had by then. */
export function moment(result: ProbeResult): string {
  const scripts =
    result.firstScriptAt === null
      ? 'no script file loaded'
      : `first script file ${result.firstScriptAt < result.inputAt ? 'in' : 'not in yet'}, at ${ms(result.firstScriptAt)}`;
  return `${ms(result.inputAt)} (DOMContentLoaded ${ms(result.domContentLoadedAt)}, ${scripts})`;
}

/** A line per cell with samples that gave no time: how many, and why or when. */
export function notes(cells: readonly Cell[]): string[] {
  const lines: string[] = [];
  for (const { row, column, samples } of cells) {
    const where = `${row.replace('\n', ', ')}, ${column}`;
    const of = (count: number) => `${count} of ${samples.length}`;
    const lost = samples.flatMap((sample) => (sample.kind === 'lost' ? [sample.result] : []));
    if (lost.length)
      lines.push(
        `${where}: ${of(lost.length)} input(s) lost, the state never changed; input at ${lost.map(moment).join('; ')}`,
      );
    const missed = samples.flatMap((sample) => (sample.kind === 'missed' ? [sample.result] : []));
    if (missed.length)
      lines.push(
        `${where}: ${of(missed.length)} tap(s) missed the control, landing on ${missed.map((result) => result.target).join('; ')}`,
      );
    for (const kind of ['n/a', 'error'] as const) {
      const reasons = samples.flatMap((sample) => (sample.kind === kind ? [sample.reason] : []));
      if (reasons.length)
        lines.push(`${where}: ${of(reasons.length)} ${kind}: ${[...new Set(reasons)].join('; ')}`);
    }
  }
  return lines;
}
