/**
 * `npm run bench:backend [-- --inserts 200 --concurrency 8 --section all|latency|load --rows 1000
 * --visitors 1,10,100]`: the local backend measured through supabase-js, as the site uses it: insert
 * round trip, insert-to-notification latency (median, p99) and concurrent insert throughput; then
 * under load (scripts/bench/lib/backendLoad.ts): REST and /health latency while an anon client
 * inserts the largest allowed batch with visitors subscribed. On PGlite and, when installed,
 * PostgreSQL. A report, not a test: numbers depend on the machine.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { storeKinds, TestBackend, validEstimate } from '../../supabase/local/harness/index.ts';
import { measureLoad } from './lib/backendLoad.ts';
import { argsOrExit } from '../lib/args.ts';

const { values: options } = argsOrExit({
  options: {
    inserts: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    section: { type: 'string', default: 'all' },
    rows: { type: 'string', default: '1000' },
    visitors: { type: 'string', default: '1,10,100' },
  },
});
const INSERTS = Number(options.inserts);
const CONCURRENCY = Number(options.concurrency);
const SECTION = options.section;
const LOAD_ROWS = Number(options.rows);
const VISITORS = options.visitors.split(',').map(Number);
if (!['all', 'latency', 'load'].includes(SECTION)) {
  console.error(`--section is all, latency or load; found "${SECTION}".`);
  process.exit(2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

async function subscribe(client: SupabaseClient, onName: (name: string) => void) {
  await new Promise<void>((resolve) => {
    client
      .channel('estimates-notifications')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'estimates' },
        (payload) => onName(String((payload.new as { name: string }).name)),
      )
      .subscribe((status) => status === 'SUBSCRIBED' && resolve());
  });
}

async function measure(kind: 'pglite' | 'postgres') {
  const backend = new TestBackend(kind);
  await backend.start();
  try {
    const writer = backend.client();
    const waiting = new Map<string, (at: number) => void>();
    const listener = backend.client();
    await subscribe(listener, (name) => waiting.get(name)?.(performance.now()));

    const roundTrips: number[] = [];
    const notifications: number[] = [];
    for (let i = 0; i < INSERTS; i++) {
      const name = `Bench ${i}`;
      const delivered = new Promise<number>((resolve) => waiting.set(name, resolve));
      const started = performance.now();
      const { error } = await writer.from('estimates').insert(validEstimate({ name }));
      if (error) throw new Error(error.message);
      roundTrips.push(performance.now() - started);
      notifications.push((await delivered) - started);
    }

    const clients = Array.from({ length: CONCURRENCY }, () => backend.client());
    const started = performance.now();
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = 0; i < INSERTS / CONCURRENCY; i++) {
          const { error } = await client
            .from('estimates')
            .insert(validEstimate({ name: `Load ${c}-${i}` }));
          if (error) throw new Error(error.message);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await listener.removeAllChannels();
    console.log(`${kind}:`);
    console.log(`  insert round trip (${INSERTS} sequential)       ${summary(roundTrips)}`);
    console.log(`  insert to notification (other client) ${summary(notifications)}`);
    console.log(
      `  throughput, ${CONCURRENCY} clients at once          ${(INSERTS / seconds).toFixed(0)} inserts/s`,
    );
  } finally {
    await backend.dispose();
  }
}

if (SECTION !== 'load') for (const kind of storeKinds) await measure(kind);
if (SECTION !== 'latency')
  for (const kind of storeKinds) await measureLoad(kind, LOAD_ROWS, VISITORS);
process.exit(0);
