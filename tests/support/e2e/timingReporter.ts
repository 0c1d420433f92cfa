/**
 * Where the end-to-end time goes: a Playwright reporter that prints, at the end of a run, the
 * start-up (each server answering, global setup), each spec's summed test time and share, its
 * hooks (a spec's own dev server starts in beforeAll), the named steps of its tests
 * (`test.step`), and each worker's busy time and idle tail. It also writes the figures to
 * test-results/e2e-times.json. Add it beside the usual reporter:
 * `npm run test:e2e -- --reporter=list,./tests/support/e2e/timingReporter.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

interface SpecTimes {
  project: string;
  tests: number;
  /** Summed test time (hooks and fixtures included), ms. */
  total: number;
  longest: number;
  hooks: number;
  steps: Map<string, number>;
}

interface WorkerTimes {
  busy: number;
  lastEnd: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** When each address first answered, polled from the reporter's start; the servers start in turn. */
function watchReady(urls: Record<string, string>, since: number) {
  const ready: Record<string, number> = {};
  let stopped = false;
  const poll = async (name: string, url: string) => {
    while (!stopped) {
      try {
        await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
        ready[name] = Date.now() - since;
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  for (const [name, url] of Object.entries(urls)) void poll(name, url);
  return {
    ready,
    stop: () => (stopped = true),
  };
}

const sitePort = Number(process.env.E2E_PORT ?? 4174);
const backendPort = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);

export default class TimingReporter implements Reporter {
  private readonly started = Date.now();
  private begun = 0;
  private firstTest = 0;
  private readonly specs = new Map<string, SpecTimes>();
  private readonly workers = new Map<number, WorkerTimes>();
  private readonly watch = watchReady(
    {
      'site server (scripts/serve.ts)': `http://127.0.0.1:${sitePort}/`,
      'dev server (scripts/dev.ts)': `http://127.0.0.1:${sitePort + 1}/`,
      'backend (global setup)': `http://127.0.0.1:${backendPort}/`,
    },
    this.started,
  );

  onBegin() {
    this.begun = Date.now() - this.started;
  }

  onTestBegin() {
    this.firstTest ||= Date.now() - this.started;
  }

  private spec(test: TestCase): SpecTimes {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? '';
    const key = `${project} ${file}`;
    let spec = this.specs.get(key);
    if (!spec) {
      spec = { project, tests: 0, total: 0, longest: 0, hooks: 0, steps: new Map() };
      this.specs.set(key, spec);
    }
    return spec;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    const spec = this.spec(test);
    if (step.category === 'hook' && /^(before|after)All hook$/.test(step.title))
      spec.hooks += step.duration;
    if (step.category !== 'test.step') return;
    const titles: string[] = [];
    for (let at: TestStep | undefined = step; at; at = at.parent)
      if (at.category === 'test.step') titles.unshift(at.title);
    const title = titles.join(' › ');
    spec.steps.set(title, (spec.steps.get(title) ?? 0) + step.duration);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = this.spec(test);
    spec.tests += 1;
    spec.total += result.duration;
    spec.longest = Math.max(spec.longest, result.duration);
    const worker = this.workers.get(result.parallelIndex) ?? { busy: 0, lastEnd: 0 };
    worker.busy += result.duration;
    worker.lastEnd = Math.max(
      worker.lastEnd,
      result.startTime.getTime() + result.duration - this.started,
    );
    this.workers.set(result.parallelIndex, worker);
  }

  onEnd(result: FullResult) {
    this.watch.stop();
    const end = Date.now() - this.started;
    const summed = [...this.specs.values()].reduce((sum, spec) => sum + spec.total, 0);
    const specs = [...this.specs.entries()].sort(([, a], [, b]) => b.total - a.total);
    const lines = [
      '',
      `Where the end-to-end time went (${result.status}, ${seconds(end)} s from the start):`,
      ...Object.entries(this.watch.ready ?? {})
        .sort(([, a], [, b]) => a - b)
        .map(([name, at]) => `  ${name} answered at ${seconds(at)} s`),
      `  tests began at ${seconds(this.begun)} s, the first one started at ${seconds(this.firstTest)} s`,
      ...[...this.workers.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([index, worker]) =>
            `  worker ${index}: busy ${seconds(worker.busy)} s, idle for the last ${seconds(end - worker.lastEnd)} s`,
        ),
      '',
      '  summed s  share  tests  longest s  hooks s  spec',
      ...specs.map(([key, spec]) =>
        [
          seconds(spec.total).padStart(10),
          `${((100 * spec.total) / summed).toFixed(1)}%`.padStart(6),
          String(spec.tests).padStart(6),
          seconds(spec.longest).padStart(10),
          seconds(spec.hooks).padStart(8),
          ` ${key}`,
        ].join(' '),
      ),
      ...specs.flatMap(([key, spec]) =>
        spec.steps.size === 0
          ? []
          : [
              '',
              `  steps of ${key} (summed s):`,
              ...[...spec.steps.entries()]
                .sort(([, a], [, b]) => b - a)
                .map(([title, ms]) => `${seconds(ms).padStart(10)}  ${title}`),
            ],
      ),
    ];
    console.log(lines.join('\n'));
    const file = path.resolve('test-results', 'e2e-times.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify(
        {
          status: result.status,
          endMs: end,
          ready: this.watch.ready,
          begunMs: this.begun,
          firstTestMs: this.firstTest,
          workers: Object.fromEntries(this.workers),
          specs: Object.fromEntries(
            specs.map(([key, spec]) => [key, { ...spec, steps: Object.fromEntries(spec.steps) }]),
          ),
        },
        null,
        2,
      ),
    );
  }
}
