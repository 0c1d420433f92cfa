/** One WebSocket connection: its joined channels, handled one message at a time, in order. */
import type { WebSocket } from 'ws';
import type { Claims, Verified } from '../keys.ts';
import { acceptBindings, type Binding } from './bindings.ts';
import { decode, encode, type Message, type Vsn } from './frames.ts';

export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
}

type Verify = (token: string) => Verified;

export const MAX_CHANNELS = 100;
export const HEARTBEAT_TIMEOUT_MS = 60_000;

export class Session {
  readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    private readonly apikey: string,
    private readonly verify: Verify,
    private readonly heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS,
  ) {
    this.expectHeartbeat();
    socket.on('close', () => clearTimeout(this.heartbeatTimer));
    socket.on('message', (data) => {
      const message = decode(String(data), vsn);
      if (message) this.queue = this.queue.then(() => this.handleSafely(message));
    });
  }

  /** A client that stops sending heartbeats is gone: close its connection and free its channels. */
  private expectHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(
      () => this.socket.close(1001, 'heartbeat timeout'),
      this.heartbeatTimeoutMs,
    );
    this.heartbeatTimer.unref();
  }

  /** One message's fault is answered on that message and never stops the connection's queue. */
  private handleSafely(message: Message): void {
    try {
      this.handle(message);
    } catch (error) {
      console.error('Realtime: could not handle a message:', error);
      this.reply(message, 'error', { reason: 'internal error' });
    }
  }

  send(message: Message): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encode(message, this.vsn));
  }

  private reply(to: Message, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.send({
      join_ref: to.join_ref,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private handle(message: Message): void {
    const { topic, event } = message;
    if (topic === 'phoenix' && event === 'heartbeat') {
      this.expectHeartbeat();
      return this.reply(message, 'ok');
    }
    if (event === 'phx_join') return this.join(message);
    const channel = this.channels.get(topic);
    if (!channel) return this.reply(message, 'error', { reason: 'unmatched topic' });
    if (event === 'phx_leave') return this.leave(message, channel);
    if (event === 'access_token') return this.refreshToken(message, channel);
    // Broadcast and presence are not used by the site; acknowledge so clients are not left waiting.
    if (message.ref) this.reply(message, 'ok');
  }

  private join(message: Message): void {
    const token =
      typeof message.payload.access_token === 'string' ? message.payload.access_token : this.apikey;
    const verified = this.verify(token);
    if (!('claims' in verified))
      return this.reply(message, 'error', { reason: `Invalid JWT: ${verified.error}` });
    const { claims } = verified;
    if (!this.channels.has(message.topic) && this.channels.size >= MAX_CHANNELS)
      return this.reply(message, 'error', {
        reason: `at most ${MAX_CHANNELS} channels per connection`,
      });
    const config = message.payload.config;
    const requested =
      typeof config === 'object' && config !== null
        ? (config as { postgres_changes?: unknown }).postgres_changes
        : undefined;
    const accepted = acceptBindings(requested);
    if ('error' in accepted) return this.reply(message, 'error', { reason: accepted.error });
    const { bindings } = accepted;
    this.channels.set(message.topic, {
      topic: message.topic,
      joinRef: message.join_ref,
      claims,
      bindings,
    });
    this.reply(message, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({
        id,
        event,
        schema,
        table,
        filter,
      })),
    });
    if (bindings.length) {
      this.send({
        join_ref: message.join_ref,
        ref: null,
        topic: message.topic,
        event: 'system',
        payload: {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: message.topic.replace(/^realtime:/, ''),
        },
      });
    }
  }

  private leave(message: Message, channel: Channel): void {
    if (message.join_ref !== channel.joinRef)
      return this.reply(message, 'error', { reason: 'unmatched join_ref' });
    this.reply(message, 'ok');
    this.close(channel);
  }

  /** Phoenix ends a channel with phx_close, sent with the join's ref. */
  private close(channel: Channel): void {
    this.channels.delete(channel.topic);
    this.send({
      join_ref: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private refreshToken(message: Message, channel: Channel): void {
    const token = message.payload.access_token;
    const verified: Verified =
      typeof token === 'string' ? this.verify(token) : { error: 'no token' };
    if ('claims' in verified) {
      channel.claims = verified.claims;
      return;
    }
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: {
        status: 'error',
        message: `Invalid JWT: ${verified.error}`,
        extension: 'system',
        channel: channel.topic,
      },
    });
    this.close(channel);
  }
}
