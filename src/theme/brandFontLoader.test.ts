// @vitest-environment jsdom
import { webFontFiles } from 'virtual:fonts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_FONTS_KEY, brandFontLoaderScript } from './brandFontLoader.ts';

/** A stand-in for the CSS Font Loading API that records what the script asks of it. */
class RecordedFace {
  static made: RecordedFace[] = [];
  loads = 0;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { display: string },
  ) {
    RecordedFace.made.push(this);
  }
  load() {
    this.loads++;
    return Promise.resolve(this);
  }
}

const added: RecordedFace[] = [];
const signature = webFontFiles.map((file) => file.url).join(' ');

/** Runs the inline script as the page would, with paint timing unavailable (two frames). */
function runScript() {
  new Function(brandFontLoaderScript)();
}
async function paintFirstFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  await vi.waitFor(() => undefined);
}

describe('the brand font loader', () => {
  beforeEach(() => {
    RecordedFace.made = [];
    added.length = 0;
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('FontFace', RecordedFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: RecordedFace) => added.push(face) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves a browser that has not fetched the files in its fallbacks, and fetches them after the first paint', async () => {
    runScript();
    expect(RecordedFace.made, 'nothing before the first paint').toEqual([]);
    await paintFirstFrame();
    expect(RecordedFace.made.map((face) => face.loads)).toEqual(webFontFiles.map(() => 1));
    expect(added, 'never added to the painted page').toEqual([]);
    await vi.waitFor(() => expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(signature));
  });

  it('adds the faces before the first paint, optional, where the files were fetched before', async () => {
    localStorage.setItem(BRAND_FONTS_KEY, signature);
    runScript();
    expect(added.map((face) => face.family)).toEqual(webFontFiles.map((file) => file.family));
    expect(added.every((face) => face.descriptors.display === 'optional')).toBe(true);
    await paintFirstFrame();
    expect(RecordedFace.made, 'not fetched again').toHaveLength(webFontFiles.length);
  });

  it('treats files of another build as not fetched', async () => {
    localStorage.setItem(BRAND_FONTS_KEY, '/assets/old-font.woff2');
    runScript();
    expect(added).toEqual([]);
    await paintFirstFrame();
    await vi.waitFor(() => expect(localStorage.getItem(BRAND_FONTS_KEY)).toBe(signature));
  });
});
