/**
 * Realtime at /realtime/v1/websocket: Phoenix channels carrying `postgres_changes`, as supabase-js
 * expects them. Connections are counted per client address and per process (limits.ts; past a cap, refusal.ts); changes
 * go out through the fan-out, batched per subscriber identity.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RowChange } from '../db/changes.ts';
import type { Store } from '../db/store.ts';
import { refusalFor } from '../http.ts';
import type { Verified } from '../keys.ts';
import { ChangeFanout } from './fanout.ts';
import type { Vsn } from './frames.ts';
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits.ts';
import { Refusals } from './refusal.ts';
import { Session } from './session.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';

type Verify = (token: string) => Verified;

/** Frames over 1 MB close their connection with 1009 (message too big), as ws does for maxPayload. */
export const MAX_FRAME_BYTES = 1024 * 1024;

export interface RealtimeOptions {
  allowedOrigins: ReadonlySet<string>;
  limits?: Partial<RealtimeLimits>;
}

const refuse = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly sessions = new Set<Session>();
  private readonly perAddress = new Map<string, number>();
  private readonly limits: RealtimeLimits;
  private readonly refusals: Refusals;
  readonly fanout: ChangeFanout;

  constructor(
    store: Store,
    private readonly verify: Verify,
    private readonly options: RealtimeOptions,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.refusals = new Refusals(this.limits);
    this.fanout = new ChangeFanout(store, () => this.sessions);
  }

  get connectionCount(): number {
    return this.wss.clients.size;
  }

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
    if (refusalFor(request.headers, this.options.allowedOrigins))
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
    const address = request.socket.remoteAddress ?? 'unknown';
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const overCap = this.capReached(address);
      if (overCap) return this.refusals.refuse(ws, vsn, overCap);
      this.open(ws, address, vsn, apikey);
    });
  }

  /** The reason a new connection from `address` is one too many, or null. */
  private capReached(address: string): string | null {
    const { connectionsPerAddress, connectionsPerProcess } = this.limits;
    if ((this.perAddress.get(address) ?? 0) >= connectionsPerAddress)
      return `at most ${connectionsPerAddress} Realtime connections per client address`;
    if (this.sessions.size >= connectionsPerProcess)
      return `at most ${connectionsPerProcess} Realtime connections in all`;
    return null;
  }

  private open(ws: WebSocket, address: string, vsn: Vsn, apikey: string): void {
    const session = new Session(ws, vsn, apikey, this.verify, this.limits);
    this.sessions.add(session);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.sessions.delete(session);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
  }

  /** Queues a change; subscribers receive changes in commit order. */
  publish(change: RowChange): void {
    this.fanout.publish(change);
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
