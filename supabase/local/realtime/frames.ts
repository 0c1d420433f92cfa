/** Phoenix channel messages: vsn 2.0.0 sends JSON arrays, vsn 1.0.0 JSON objects. */
import { nestsDeeperThan } from '../json.ts';

export interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A ref is a string; numbers (some clients) are kept as their text; anything else is absent. */
const asRef = (value: unknown): string | null | undefined =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;

/** The message, or null when the frame is not a well-formed Phoenix message. */
export function decode(text: string, vsn: Vsn): Message | null {
  let parsed: unknown;
  if (nestsDeeperThan(text)) return null;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const fields = Array.isArray(parsed)
    ? vsn === '2.0.0' && parsed.length === 5
      ? parsed
      : null
    : vsn === '1.0.0' && isRecord(parsed)
      ? [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload]
      : null;
  if (!fields) return null;
  const [joinRef, ref, topic, event, payload = {}] = fields as unknown[];
  const [join_ref, messageRef] = [asRef(joinRef), asRef(ref)];
  if (join_ref === undefined || messageRef === undefined) return null;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  if (!isRecord(payload ?? {})) return null;
  return {
    join_ref,
    ref: messageRef,
    topic,
    event,
    payload: (payload ?? {}) as Record<string, unknown>,
  };
}

export function encode(message: Message, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([
      message.join_ref,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ]);
  }
  return JSON.stringify(message);
}
