/** One WebSocket connection: its joined channels, handled one message at a time, in order. */
import type { WebSocket } from 'ws';
import type { Claims, Verified } from '../keys.ts';
import { acceptBindings, type Binding } from './bindings.ts';
import { decode, encode, type Message, type Vsn } from './frames.ts';
import { DEFAULT_LIMITS, SLOW_CONSUMER_CLOSE, type RealtimeLimits } from './limits.ts';

export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
}

type Verify = (token: string) => Verified;

export const MAX_CHANNELS = DEFAULT_LIMITS.channelsPerConnection;

export class Session {
  readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Set once the connection is being closed for reading too slowly: nothing more is queued. */
  private dropped = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    private readonly apikey: string,
    private readonly verify: Verify,
    private readonly limits: RealtimeLimits = DEFAULT_LIMITS,
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
      this.limits.heartbeatTimeoutMs,
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
    if (this.dropped || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(encode(message, this.vsn));
    if (this.socket.bufferedAmount > this.limits.unsentBytesPerConnection) this.dropSlowConsumer();
  }

  /**
   * A client that does not read would make the server buffer without end. Its channels go at once;
   * the close frame waits behind what is already queued, and a client that does not read even that
   * within the grace period is cut off, which frees the buffer.
   */
  private dropSlowConsumer(): void {
    this.dropped = true;
    this.channels.clear();
    this.socket.close(
      SLOW_CONSUMER_CLOSE,
      `more than ${this.limits.unsentBytesPerConnection} bytes unsent: reading too slowly`,
    );
    setTimeout(() => this.socket.terminate(), this.limits.slowConsumerGraceMs).unref();
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
    const { channelsPerConnection, bindingsPerConnection } = this.limits;
    if (!this.channels.has(message.topic) && this.channels.size >= channelsPerConnection)
      return this.reply(message, 'error', {
        reason: `at most ${channelsPerConnection} channels per connection`,
      });
    const config = message.payload.config;
    const requested =
      typeof config === 'object' && config !== null
        ? (config as { postgres_changes?: unknown }).postgres_changes
        : undefined;
    const accepted = acceptBindings(requested);
    if ('error' in accepted) return this.reply(message, 'error', { reason: accepted.error });
    const { bindings } = accepted;
    if (this.bindingsBeside(message.topic) + bindings.length > bindingsPerConnection)
      return this.reply(message, 'error', {
        reason: `at most ${bindingsPerConnection} postgres_changes bindings per connection`,
      });
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

  /** Bindings of the connection's other channels (a join again on a topic replaces its own). */
  private bindingsBeside(topic: string): number {
    let count = 0;
    for (const channel of this.channels.values())
      if (channel.topic !== topic) count += channel.bindings.length;
    return count;
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
