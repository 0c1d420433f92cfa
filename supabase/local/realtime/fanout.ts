/**
 * From row changes to subscribers. Changes that arrive together are handled as one batch: each
 * audience (a distinct subscriber identity) reads the batch back in one query per table, and
 * delivery yields to the event loop every DELIVERY_SLICE units of work, so a large batch or a
 * crowd of subscribers never holds up HTTP requests for long.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readChangesAs, type RowChange, type VisibleChange } from '../db/changes.ts';
import type { Store } from '../db/store.ts';
import type { Claims } from '../keys.ts';
import { matchesFilter, matchesTarget } from './bindings.ts';
import type { Message } from './frames.ts';
import { DELIVERY_SLICE, MAX_CHANGES_PER_BATCH } from './limits.ts';
import type { Channel } from './session.ts';

export interface Subscriber {
  readonly channels: ReadonlyMap<string, Channel>;
  send(message: Message): void;
}

interface Audience {
  claims: Claims;
  targets: { subscriber: Subscriber; channel: Channel }[];
  visible: Map<RowChange, VisibleChange | null>;
}

const tableOf = (change: RowChange) => `${change.schema}.${change.table}`;
/** Changes of one kind (event and table) match the same bindings, filters aside. */
const kindOf = (change: RowChange) => `${change.type} ${tableOf(change)}`;
const wants = (channel: Channel, kinds: RowChange[]) =>
  channel.bindings.some((binding) => kinds.some((kind) => matchesTarget(binding, kind)));

export class ChangeFanout {
  private pending: RowChange[] = [];
  private draining: Promise<void> | null = null;
  /** For tests: batches handled and read-back transactions run. */
  readonly stats = { batches: 0, readBacks: 0 };

  constructor(
    private readonly store: Store,
    private readonly subscribers: () => Iterable<Subscriber>,
  ) {}

  publish(change: RowChange): void {
    this.pending.push(change);
    this.draining ??= this.drain();
  }

  /** Resolves once every change published so far has been delivered. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      do {
        // Notifications of one commit arrive in one turn: waiting a turn gathers them.
        await nextTurn();
        const batch = this.pending.splice(0, MAX_CHANGES_PER_BATCH);
        this.stats.batches++;
        await this.deliver(batch).catch((error: unknown) => {
          console.error('Realtime: could not deliver a batch of changes:', error);
        });
      } while (this.pending.length);
    } finally {
      this.draining = null;
    }
  }

  private audiencesFor(kinds: RowChange[]): Map<string, Audience> {
    const audiences = new Map<string, Audience>();
    for (const subscriber of this.subscribers()) {
      for (const channel of subscriber.channels.values()) {
        if (!wants(channel, kinds)) continue;
        const identity = JSON.stringify(channel.claims);
        const audience: Audience = audiences.get(identity) ?? {
          claims: channel.claims,
          targets: [],
          visible: new Map(),
        };
        audience.targets.push({ subscriber, channel });
        audiences.set(identity, audience);
      }
    }
    return audiences;
  }

  private async readBack(audience: Audience, batch: RowChange[], kinds: RowChange[]) {
    const wanted = new Set(
      kinds
        .filter((kind) => audience.targets.some(({ channel }) => wants(channel, [kind])))
        .map(kindOf),
    );
    const byTable = new Map<string, RowChange[]>();
    for (const change of batch) {
      if (!wanted.has(kindOf(change))) continue;
      const changes = byTable.get(tableOf(change)) ?? [];
      changes.push(change);
      byTable.set(tableOf(change), changes);
    }
    for (const changes of byTable.values()) {
      const [first] = changes as [RowChange];
      this.stats.readBacks++;
      const visible = await readChangesAs(this.store, audience.claims, first, changes).catch(
        (error: unknown) => {
          console.error('Realtime: could not read changes back for one audience:', error);
          return changes.map(() => null);
        },
      );
      changes.forEach((change, i) => audience.visible.set(change, visible[i] ?? null));
    }
  }

  private async deliver(batch: RowChange[]): Promise<void> {
    const kinds = [...new Map(batch.map((change) => [kindOf(change), change])).values()];
    const audiences = [...this.audiencesFor(kinds).values()];
    for (const audience of audiences) await this.readBack(audience, batch, kinds);
    let work = 0;
    for (const change of batch) {
      for (const { visible, targets } of audiences) {
        const seen = visible.get(change);
        if (!seen) continue;
        const columns = new Set(seen.columns.map((column) => column.name));
        for (const { subscriber, channel } of targets) {
          work += channel.bindings.length + 1;
          if (work >= DELIVERY_SLICE) {
            work = 0;
            await nextTurn();
          }
          try {
            push(subscriber, channel, change, seen, columns);
          } catch (error) {
            // One subscriber's fault never stops delivery to the others.
            console.error('Realtime: could not push a change to one subscriber:', error);
          }
        }
      }
    }
  }
}

function push(
  subscriber: Subscriber,
  channel: Channel,
  change: RowChange,
  seen: VisibleChange,
  columns: ReadonlySet<string>,
) {
  const ids = channel.bindings
    .filter(
      (binding) =>
        matchesTarget(binding, change) && matchesFilter(binding.filter, seen.record, columns),
    )
    .map((binding) => binding.id);
  if (!ids.length) return;
  const isDelete = change.type === 'DELETE';
  subscriber.send({
    join_ref: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'postgres_changes',
    payload: {
      ids,
      data: {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        columns: seen.columns,
        ...(isDelete ? { old_record: seen.record } : { record: seen.record }),
        ...(change.type === 'UPDATE' && { old_record: {} }),
        errors: null,
      },
    },
  });
}
