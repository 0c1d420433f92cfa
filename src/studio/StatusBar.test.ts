import { describe, expect, it } from 'vitest';
import type { Check, Problem } from './client.ts';
import { statusOf } from './StatusBar.tsx';

const problem = (pointer: string, code: string, severity: Problem['severity']): Problem => ({
  pointer,
  code,
  severity,
  message: 'a message',
});
const placeholder = (pointer: string) => problem(pointer, 'unfinished-placeholder', 'warning');
const check = (problems: Problem[]): Check => ({
  problems,
  wouldBuild: !problems.some((p) => p.severity === 'error'),
  otherErrors: 0,
});

describe('statusOf: a draft tells what is left to write from what is wrong', () => {
  it('counts placeholders as places to fill, and leaves a mere warning out of the count', () => {
    const status = statusOf(
      check([placeholder('/a'), placeholder('/b'), problem('/c', 'not-unique-copy', 'warning')]),
      true,
    );
    expect(status.text).toBe('Draft: 2 places to fill before it can be published.');
  });

  it('says apart the mistakes an author must fix', () => {
    const status = statusOf(
      check([placeholder('/a'), problem('/b', 'too-long', 'error'), problem('/b', 'x', 'error')]),
      true,
    );
    expect(status.text).toBe(
      'Draft: 1 place to fill and 1 place to fix before it can be published.',
    );
  });

  it('is ready to publish with only warnings left', () => {
    const status = statusOf(check([problem('/c', 'not-unique-copy', 'warning')]), true);
    expect(status.text).toBe('Draft: ready to publish, with warnings in 1 place.');
  });
});
