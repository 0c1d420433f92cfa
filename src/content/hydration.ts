/** Name of the global that carries the server's loader data to the client router. */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';

export const serializeForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
