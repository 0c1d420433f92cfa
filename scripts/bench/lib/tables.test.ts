import { describe, expect, it } from 'vitest';
import { row } from './test-rows.ts';
import { formatTable, mainThreadTable, metricsTable, targetsTable } from './tables.ts';

const cells = (line: string) => line.split('|').map((cell) => cell.trim());

describe('tables', () => {
  it('aligns columns: names to the left, numbers to the right', () => {
    expect(
      formatTable(
        ['route', 'visit', 'LCP ms'],
        [
          ['/', 'first', '900'],
          ['/contact', 'later', '12000'],
        ],
      ).split('\n'),
    ).toEqual([
      '| route    | visit | LCP ms |',
      '|----------|-------|--------|',
      '| /        | first |    900 |',
      '| /contact | later |  12000 |',
    ]);
  });

  it('prints both conditions in one table, with JS on first visits only', () => {
    const rows = [
      row({ visit: 'first', lcpMs: 2800 }),
      row({ visit: 'first', condition: 'stress 2', stressed: true, tbtMs: null }),
      row({ visit: 'later' }),
    ];
    const [header, , idle, stress, later] = metricsTable(rows).split('\n').map(cells);
    const cell = (line: string[], label: string) => line[header!.indexOf(label)];
    expect(header!.slice(1, 4)).toEqual(['route', 'visit', 'condition']);
    expect(cell(idle!, 'condition')).toBe('idle');
    expect(cell(stress!, 'condition')).toBe('stress 2');
    expect(cell(stress!, 'TBT ms')).toBe('-');
    expect(cell(idle!, 'JS kB gz')).toBe('90.0');
    expect(cell(later!, 'JS kB gz')).toBe('');
    expect(
      cell(
        idle!,
        header!.find((label) => label.startsWith('LCP −'))!,
      ),
    ).toMatch(/^\+\d+$/);
  });

  it('says met or missed per target, and names each column in a legend', () => {
    const table = targetsTable([row({ visit: 'first', lcpMs: 9000 }), row({ tbtMs: null })]);
    const [header, , first, later] = table.split('\n').map(cells);
    const cell = (line: string[], label: string) => line[header!.indexOf(label)];
    expect(cell(first!, 'first LCP')).toBe('missed');
    expect(cell(first!, 'LCP ×')).toBe('');
    expect(cell(later!, 'TBT')).toBe('no value');
    expect(cell(later!, 'SEO')).toBe('met');
    expect(table).toContain('`JS`: JS ≤ 100 kB gz (section islands), 90 kB (frame only)');
  });

  it('prints the main-thread work by kind for the site and the bare page', () => {
    const [header, , line] = mainThreadTable([row({})])
      .split('\n')
      .map(cells);
    expect(header!.slice(4)).toEqual([
      'script ms',
      'style & layout ms',
      'rendering ms',
      'other ms',
      'bare script',
      'bare style & layout',
      'bare rendering',
      'bare other',
      '',
    ]);
    expect(line!.slice(4, 8)).toEqual(['100', '50', '10', '40']);
  });
});
