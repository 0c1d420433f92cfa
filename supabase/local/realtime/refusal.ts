/**
 * A connection over a cap. A WebSocket close reason is invisible to supabase-js, so the client's
 * first message (its join) gets a Phoenix error reply naming the cap, which reaches the
 * channel's subscribe callback as CHANNEL_ERROR; then the connection closes with 1013 (try again
 * later). A client that sends nothing is closed after a grace period, and past a bound of
 * refusals waiting for their first message, a new one is closed at once.
 */
import type { WebSocket } from 'ws';
import { decode, encode, type Vsn } from './frames.ts';
import { TRY_AGAIN_LATER_CLOSE, type RealtimeLimits } from './limits.ts';

export class Refusals {
  private waiting = 0;

  constructor(private readonly limits: RealtimeLimits) {}

  refuse(ws: WebSocket, vsn: Vsn, reason: string): void {
    const close = () => {
      if (ws.readyState === ws.OPEN) ws.close(TRY_AGAIN_LATER_CLOSE, reason);
    };
    if (this.waiting >= this.limits.refusalsWaiting) return close();
    this.waiting++;
    const timer = setTimeout(close, this.limits.refusalGraceMs);
    timer.unref();
    ws.once('close', () => {
      clearTimeout(timer);
      this.waiting--;
    });
    ws.on('error', () => ws.terminate());
    ws.once('message', (data) => {
      const message = decode(String(data), vsn);
      if (message)
        ws.send(
          encode(
            { ...message, event: 'phx_reply', payload: { status: 'error', response: { reason } } },
            vsn,
          ),
        );
      close();
    });
  }
}
