/**
 * Realtime at /realtime/v1/websocket: Phoenix channels carrying `postgres_changes`, as supabase-js
 * expects them. Each change is read back once per distinct subscriber identity, as that identity.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { readChangeAs, type RowChange, type VisibleChange } from '../db/changes.ts';
import type { Store } from '../db/store.ts';
import { refusalFor } from '../http.ts';
import type { Claims, Verified } from '../keys.ts';
import { matchesFilter, matchesTarget } from './bindings.ts';
import type { Vsn } from './frames.ts';
import { Session, type Channel } from './session.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';

type Verify = (token: string) => Verified;

/** Frames over 1 MB close their connection with 1009 (message too big), as ws does for maxPayload. */
export const MAX_FRAME_BYTES = 1024 * 1024;

export interface RealtimeLimits {
  allowedOrigins: ReadonlySet<string>;
  heartbeatTimeoutMs?: number;
}

const refuse = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly sessions = new Set<Session>();
  private deliveries: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly verify: Verify,
    private readonly limits: RealtimeLimits,
  ) {}

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    try {
      this.upgrade(request, socket, head);
    } catch (error) {
      console.error('Realtime: could not accept a connection:', error);
      socket.destroy();
    }
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (refusalFor(request.headers, this.limits.allowedOrigins))
      return refuse(socket, '403 Forbidden');
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return refuse(socket, '400 Bad Request');
    }
    if (url.pathname !== REALTIME_PATH) return refuse(socket, '404 Not Found');
    const apikey = url.searchParams.get('apikey') ?? '';
    if (!('claims' in this.verify(apikey))) return refuse(socket, '401 Unauthorized');
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const session = new Session(ws, vsn, apikey, this.verify, this.limits.heartbeatTimeoutMs);
      this.sessions.add(session);
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.sessions.delete(session));
    });
  }

  /** Queues a change so subscribers receive changes in commit order. */
  publish(change: RowChange): void {
    this.deliveries = this.deliveries
      .then(() => this.deliver(change))
      .catch((error: unknown) => {
        console.error('Realtime: could not deliver a change:', error);
      });
  }

  private async deliver(change: RowChange): Promise<void> {
    const audiences = new Map<
      string,
      { claims: Claims; targets: { session: Session; channel: Channel }[] }
    >();
    for (const session of this.sessions) {
      for (const channel of session.channels.values()) {
        if (!channel.bindings.some((binding) => matchesTarget(binding, change))) continue;
        const identity = JSON.stringify(channel.claims);
        const audience = audiences.get(identity) ?? { claims: channel.claims, targets: [] };
        audience.targets.push({ session, channel });
        audiences.set(identity, audience);
      }
    }
    for (const { claims, targets } of audiences.values()) {
      const visible = await readChangeAs(this.store, claims, change).catch((error: unknown) => {
        console.error('Realtime: could not read a change for one audience:', error);
        return null;
      });
      if (!visible) continue;
      for (const { session, channel } of targets) {
        try {
          this.push(session, channel, change, visible);
        } catch (error) {
          // One subscriber's fault never stops delivery to the others.
          console.error('Realtime: could not push a change to one subscriber:', error);
        }
      }
    }
  }

  private push(session: Session, channel: Channel, change: RowChange, visible: VisibleChange) {
    const ids = channel.bindings
      .filter(
        (binding) =>
          matchesTarget(binding, change) && matchesFilter(binding.filter, visible.record),
      )
      .map((binding) => binding.id);
    if (!ids.length) return;
    const isDelete = change.type === 'DELETE';
    session.send({
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
          columns: visible.columns,
          ...(isDelete ? { old_record: visible.record } : { record: visible.record }),
          ...(change.type === 'UPDATE' && { old_record: {} }),
          errors: null,
        },
      },
    });
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
