/**
 * `npm run build`: validate content, build client and server bundles, pre-render every route,
 * write the security headers and precompressed copies (lib/build/build-site.ts). Draft pages are
 * left out; `npm run build -- --drafts` includes them, marked noindex, for a preview.
 * `--no-precompress` leaves out the .br and .gz copies (the tests that build a copy of the
 * project read only its pages; precompress.test.ts and build-site.test.ts cover the copies).
 */
import { buildSite } from './lib/build/build-site.ts';
import { argsOrExit } from './lib/args.ts';

const { values: options } = argsOrExit({
  options: {
    drafts: { type: 'boolean', default: false },
    'no-precompress': { type: 'boolean', default: false },
  },
});
if (!(await buildSite({ drafts: options.drafts, precompress: !options['no-precompress'] })))
  process.exit(1);
