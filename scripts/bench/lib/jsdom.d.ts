// jsdom ships no types and @types/jsdom is not installed; this declares the part the page
// benchmark and the head controls' test use (jsdom's own API, documented in its README).
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        runScripts?: 'dangerously' | 'outside-only';
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
