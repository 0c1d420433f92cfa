/** A bare Phoenix client, to check the wire format supabase-js relies on and to send what it never would. */
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../../supabase/local/index.ts';

export type Frame = unknown[] | Record<string, unknown>;

export async function connect(url: string, vsn: '1.0.0' | '2.0.0', apikey = LOCAL_ANON_KEY) {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`,
  );
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (match: (frame: Frame) => boolean, timeout = 10_000) => {
    const until = Date.now() + timeout;
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0]!;
      if (Date.now() > until) throw new Error(`no matching frame in ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, frames, next, send: (frame: Frame) => socket.send(JSON.stringify(frame)) };
}

export { changes } from '../../../supabase/local/harness/index.ts';
