/**
 * Id of the JSON data block that carries the server's loader data to the client router. A data
 * block, not a script that sets a global: it never runs, so the Content-Security-Policy needs no
 * hash for it (one per page, changing with every content edit).
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** JSON that cannot end its <script> element early: `<` and the JS line separators escaped. */
export const serializeForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
