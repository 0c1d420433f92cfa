/**
 * Every bound Realtime keeps, in one place (docs/backend.md's threat model lists them with what a
 * client gets past each). Tests lower them through the gateway's options.
 */
export interface RealtimeLimits {
  /**
   * Past it, a new connection's first message gets an error reply naming the cap, and the
   * connection is closed with 1013 (try again later); see refusal.ts.
   */
  connectionsPerAddress: number;
  connectionsPerProcess: number;
  /** How long a refused connection may take to send its first message. */
  refusalGraceMs: number;
  /** Refused connections that may wait for their first message at once; past it, closed at once. */
  refusalsWaiting: number;
  /** Past these, the join gets a phx_reply with status "error" naming the limit. */
  channelsPerConnection: number;
  bindingsPerConnection: number;
  /** Unsent bytes a connection may hold; past them it is closed with SLOW_CONSUMER_CLOSE. */
  unsentBytesPerConnection: number;
  /** How long a dropped slow consumer may take to read its close frame before it is cut off. */
  slowConsumerGraceMs: number;
  /** A connection with no heartbeat for this long is closed with 1001. */
  heartbeatTimeoutMs: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  connectionsPerAddress: 200,
  connectionsPerProcess: 500,
  refusalGraceMs: 5000,
  refusalsWaiting: 100,
  channelsPerConnection: 100,
  bindingsPerConnection: 200,
  unsentBytesPerConnection: 1024 * 1024,
  slowConsumerGraceMs: 1000,
  heartbeatTimeoutMs: 60_000,
};

/** Close codes the gateway sends of its own accord (4000-4999 are the application's). */
export const TRY_AGAIN_LATER_CLOSE = 1013;
export const SLOW_CONSUMER_CLOSE = 4008;

/** Changes read back and delivered together; as many as one insert may write. */
export const MAX_CHANGES_PER_BATCH = 1000;
/** Units of delivery work (a binding checked, a message sent) between two yields to the event loop. */
export const DELIVERY_SLICE = 500;
