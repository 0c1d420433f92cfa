// jsdom ships no types and @types/jsdom is not installed; this declares the part the page
// benchmark uses (jsdom's own API, documented in its README).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
