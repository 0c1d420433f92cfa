/** Phoenix channel messages: vsn 2.0.0 sends JSON arrays, vsn 1.0.0 JSON objects. */
export interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export function decode(text: string, vsn: Vsn): Message | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [join_ref, ref, topic, event, payload] = parsed as [
      string | null,
      string | null,
      string,
      string,
      unknown,
    ];
    return { join_ref, ref, topic, event, payload: (payload ?? {}) as Record<string, unknown> };
  }
  const message = parsed as Partial<Message> | null;
  if (!message || typeof message.topic !== 'string' || typeof message.event !== 'string')
    return null;
  return {
    join_ref: message.join_ref ?? null,
    ref: message.ref ?? null,
    topic: message.topic,
    event: message.event,
    payload: message.payload ?? {},
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
