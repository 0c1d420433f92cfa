/**
 * The brand type: Fraunces (display, headings) and Source Sans 3 (text), self-hosted from
 * Fontsource as Latin-subset woff2, with metric-matched local fallbacks made by Capsize so the
 * swap to the web font moves nothing (CLS 0). Read at build and dev time by the fonts plugin;
 * nothing here reaches the browser but the CSS it writes.
 */
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';

const require = createRequire(import.meta.url);

type FallbackMetrics = Pick<
  FontMetrics,
  | 'familyName'
  | 'fullName'
  | 'postscriptName'
  | 'ascent'
  | 'descent'
  | 'lineGap'
  | 'unitsPerEm'
  | 'xWidthAvg'
  | 'subsets'
>;

/**
 * Metrics of the system fonts the fallbacks stand on, as @capsizecss/metrics 4.2 publishes them
 * (seek-oss/capsize, packages/metrics/scripts/systemFonts.json, regular variants). They are
 * constants because these fonts are not on the build machine to be read.
 */
export const SYSTEM_FONT_METRICS = {
  georgia: {
    familyName: 'Georgia',
    fullName: 'Georgia',
    postscriptName: 'Georgia',
    ascent: 1878,
    descent: -449,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 913,
    subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 2048 } },
  },
  timesNewRoman: {
    familyName: 'Times New Roman',
    fullName: 'Times New Roman',
    postscriptName: 'TimesNewRomanPSMT',
    ascent: 1825,
    descent: -443,
    lineGap: 87,
    unitsPerEm: 2048,
    xWidthAvg: 832,
    subsets: { latin: { xWidthAvg: 832 }, thai: { xWidthAvg: 1593 } },
  },
  arial: {
    familyName: 'Arial',
    fullName: 'Arial',
    postscriptName: 'ArialMT',
    ascent: 1854,
    descent: -434,
    lineGap: 67,
    unitsPerEm: 2048,
    xWidthAvg: 913,
    subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
  },
  helvetica: {
    familyName: 'Helvetica',
    fullName: 'Helvetica',
    postscriptName: 'Helvetica',
    ascent: 1577,
    descent: -471,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 913,
    subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1298 } },
  },
} as const satisfies Record<string, FallbackMetrics>;

/**
 * Liberation Sans and Serif are built on Arial's and Times New Roman's metrics (same widths and
 * vertical metrics) and stand in for them on Linux, so the same overrides fit them.
 */
const liberation = (metrics: FallbackMetrics, name: string): FallbackMetrics => ({
  ...metrics,
  familyName: name,
  fullName: name,
  postscriptName: name.replaceAll(' ', ''),
});

/**
 * The bold system faces, for text set in the semibold brand face: a browser fakes bold from a
 * regular face without widening it, so a regular fallback runs narrower than Source Sans 3
 * SemiBold and the swap would push the header's links aside. Widths and vertical metrics are
 * Liberation Sans Bold's (read with @capsizecss/unpack), which is built on Arial Bold's metrics;
 * Arial's widths in turn follow Helvetica's, so Helvetica Bold takes the same average width.
 */
const boldSans = (
  regular: FallbackMetrics,
  fullName: string,
  postscriptName: string,
): FallbackMetrics => ({
  ...regular,
  fullName,
  postscriptName,
  xWidthAvg: 983,
  subsets: { ...regular.subsets!, latin: { xWidthAvg: 983 } },
});
export const BOLD_SYSTEM_FONT_METRICS = {
  arial: boldSans(SYSTEM_FONT_METRICS.arial, 'Arial Bold', 'Arial-BoldMT'),
  helvetica: boldSans(SYSTEM_FONT_METRICS.helvetica, 'Helvetica Bold', 'Helvetica-Bold'),
  liberationSans: boldSans(
    liberation(SYSTEM_FONT_METRICS.arial, 'Liberation Sans'),
    'Liberation Sans Bold',
    'LiberationSans-Bold',
  ),
} as const satisfies Record<string, FallbackMetrics>;

export interface BrandFace {
  /** The package file, resolved from node_modules. */
  file: string;
  /**
   * The weights this one file serves: the design uses one weight of the display face and two of
   * the text face, and a range keeps the browser from faking bold from a lighter file.
   */
  weight: string;
  /**
   * Fallbacks of this face's own weight, for a face after the first; they join the family's
   * fallback families (so each has the same family name) at this weight.
   */
  fallbacks?: FallbackMetrics[];
}

export interface BrandFamily {
  family: string;
  role: 'heading' | 'body';
  faces: BrandFace[];
  fallbacks: FallbackMetrics[];
  generic: 'serif' | 'sans-serif';
}

/**
 * Static files, not the variable fonts: three static Latin files are about 50 kB together, less
 * than Fraunces' variable Latin file alone. Every one is used in the header and hero, so every
 * page preloads all of them.
 */
export const BRAND_FAMILIES: BrandFamily[] = [
  {
    family: 'Fraunces',
    role: 'heading',
    faces: [
      { file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', weight: '600 900' },
    ],
    fallbacks: [
      SYSTEM_FONT_METRICS.georgia,
      SYSTEM_FONT_METRICS.timesNewRoman,
      liberation(SYSTEM_FONT_METRICS.timesNewRoman, 'Liberation Serif'),
    ],
    generic: 'serif',
  },
  {
    family: 'Source Sans 3',
    role: 'body',
    faces: [
      {
        file: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
        weight: '300 500',
      },
      {
        file: '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2',
        weight: '600 900',
        fallbacks: [
          BOLD_SYSTEM_FONT_METRICS.arial,
          BOLD_SYSTEM_FONT_METRICS.helvetica,
          BOLD_SYSTEM_FONT_METRICS.liberationSans,
        ],
      },
    ],
    fallbacks: [
      SYSTEM_FONT_METRICS.arial,
      SYSTEM_FONT_METRICS.helvetica,
      liberation(SYSTEM_FONT_METRICS.arial, 'Liberation Sans'),
    ],
    generic: 'sans-serif',
  },
];

export const resolveFontFile = (file: string) => require.resolve(file);

const fallbackStack = async (
  family: BrandFamily,
  face: BrandFace,
  fallbacks: FallbackMetrics[],
  fontWeight?: string,
) => {
  const metrics = await fromFile(resolveFontFile(face.file));
  return createFontStack([{ ...metrics, familyName: family.family }, ...fallbacks], {
    fontFaceProperties: { fontDisplay: 'swap', ...(fontWeight ? { fontWeight } : {}) },
  });
};

/**
 * One family's font stack (web font, its metric-matched fallbacks, the generic family) and the
 * fallbacks' @font-face rules: from the metrics in its first (regular) file, plus the rules of
 * any later face that brings fallbacks of its own weight.
 */
export async function familyStack(family: BrandFamily) {
  const [first, ...rest] = family.faces;
  const { fontFamily, fontFaces } = await fallbackStack(family, first!, family.fallbacks);
  let fallbackFaces = fontFaces;
  for (const face of rest) {
    if (!face.fallbacks) continue;
    fallbackFaces += `\n${(await fallbackStack(family, face, face.fallbacks, face.weight)).fontFaces}`;
  }
  return { fontFamily: `${fontFamily}, ${family.generic}`, fallbackFaces };
}

/** The @font-face rule of one self-hosted file, at its emitted URL. */
export const webFontFace = (family: string, face: BrandFace, url: string) =>
  `@font-face{font-family:'${family}';src:url(${url}) format('woff2');font-weight:${face.weight};font-style:normal;font-display:swap;}`;
