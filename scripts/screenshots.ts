/**
 * `npm run screenshots`: full-page pictures of key routes at a phone's and a desktop's width, as a
 * returning visitor sees them (splash already seen, animations settled), for design review and
 * before/after comparisons. Serves dist/ the way `npm start` does, without the backend.
 *   npm run screenshots -- [--out shots/] [--routes /,/contact] [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStaticServer } from './serve.ts';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/machine/chromium.ts';
import { root } from './lib/paths.ts';
import { argsOrExit } from './lib/args.ts';

const DEFAULT_ROUTES = [
  '/',
  '/services',
  '/services/interior-painting',
  '/interior-painting/morristown-nj',
  '/contact',
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const PORT = 4181;

const { values: args } = argsOrExit({
  options: {
    out: { type: 'string', default: 'shots' },
    routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
    'no-build': { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(root, args.out);
const routes = args.routes.split(',').map((route) => route.trim());
const fileName = (route: string, viewport: string) =>
  `${route.slice(1).replaceAll('/', '-') || 'home'}-${viewport}.png`;

if (!args['no-build']) execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
await mkdir(outDir, { recursive: true });
const server = await startStaticServer(PORT);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.name === 'phone',
      hasTouch: viewport.name === 'phone',
    });
    // A returning visitor: the splash was seen earlier in this browser session.
    await context.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.splashComplete === 'true');
      // Lazy images and scroll-triggered reveals load as a reader scrolls; scroll the whole page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          try {
            animation.finish();
          } catch {
            // An endless animation (a looping video's shimmer, say) stays as it is.
          }
        }
      });
      const file = path.join(outDir, fileName(route, viewport.name));
      await page.screenshot({ path: file, fullPage: true });
      console.log(`  ${path.relative(root, file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
