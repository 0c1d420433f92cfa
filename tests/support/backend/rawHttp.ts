/** Requests no well-behaved client would send, for the abuse and limits tests. */
import { connect as tcp } from 'node:net';
import { LOCAL_ANON_KEY } from '../../../supabase/local/index.ts';

export const anonHeaders = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

/** Sends bytes as they are and returns what comes back before the server closes or `ms` pass. */
export function rawHttp(url: string, text: string, options: { abortAfterWrite?: boolean } = {}) {
  const { port } = new URL(url);
  return new Promise<string>((resolve) => {
    const socket = tcp(Number(port), '127.0.0.1', () => {
      socket.write(text);
      if (options.abortAfterWrite) {
        socket.destroy();
        resolve('');
      }
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
  });
}
