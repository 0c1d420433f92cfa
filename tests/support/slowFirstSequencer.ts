/**
 * The order test files start in. Vitest's own order runs the projects one after another (dom,
 * dom-isolated, then node, where the slow files are) and, without the timings it caches from
 * an earlier run (a fresh clone in CI has none), the larger files first: the slowest file, a
 * short one, could start last and leave the other worker idle for a minute. These files start
 * first, slowest first, and the rest follow in Vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take 20 s or more on a 2-core machine, slowest first. */
export const SLOW_FILES = [
  'scripts/add-section-type.test.ts',
  'scripts/migrate-field.test.ts',
  'scripts/drop-in-town.test.ts',
  'scripts/build.test.ts',
  'supabase/local/realtime.test.ts',
  'supabase/local/bounds.test.ts',
  'scripts/lib/build/build-site.test.ts',
  'scripts/entry-flags.test.ts',
  'supabase/local/realtimeLimits.test.ts',
  'supabase/local/fuzz.test.ts',
  'supabase/local/restLimits.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.indexOf(path.relative(this.ctx.config.root, spec.moduleId));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // A stable sort: the files not listed keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
