import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Imports flow one way (README, "Layers"): entries → app → sections → forms → ui → the base
// (data, seo, theme, backend, generated, islands, shared). Each zone names what one layer
// must not import.
// The browser runtime (client/) belongs to the entries: it may import any layer.
const entries = ['./src/entry-*.{ts,tsx}', './src/client/**'];
const base = [
  './src/data',
  './src/seo',
  './src/theme',
  './src/backend',
  './src/generated',
  './src/islands',
  './src/shared',
];
const all = (folders) => folders.map((folder) => `${folder}/**`);
const layerZones = [
  {
    target: './src/app',
    from: [...entries],
    message: 'app/ sits below the entries; move what both need into app/ or lower.',
  },
  {
    target: './src/sections',
    from: [...all(['./src/app']), ...entries],
    message: 'sections/ sits below app/; pass the value down, or move it into data/ or forms/.',
  },
  {
    target: './src/forms',
    from: [...all(['./src/sections', './src/app']), ...entries],
    message: 'forms/ sits below sections/ and app/; pass the value down as a prop.',
  },
  {
    target: './src/ui',
    from: [
      ...all(['./src/forms', './src/sections', './src/app', './src/backend', './src/generated']),
      ...entries,
    ],
    message:
      'ui/ holds primitives with plain props (see ui/types.ts); what knows about pages, the site or the backend belongs in sections/ or forms/.',
  },
  ...base.map((target) => ({
    target,
    from: [...all(['./src/ui', './src/forms', './src/sections', './src/app']), ...entries],
    message: `${target.slice(6)}/ sits below every component layer; it must not import ui/, forms/, sections/, app/ or an entry.`,
  })),
  {
    target: './src',
    from: './scripts',
    message:
      'src/ does not import scripts/; tests reach the validator through tests/support/pageSchema.ts.',
  },
  {
    target: './scripts',
    from: './src',
    except: ['./generated', './shared'],
    message:
      'scripts/ meets src/ only through src/shared (React-free modules both read) and src/generated (the types made from the schemas): move what scripts need into src/shared.',
  },
  {
    target: './src/shared',
    from: './src',
    except: ['./shared', './generated'],
    message:
      'src/shared is the door into src/ for scripts/ and content/: it imports only itself and src/generated, so they never reach the layers behind it.',
  },
  // The studio is the authors' editor in the dev server: its own room on src/shared and
  // src/generated, which nothing else in src/ enters (the build checks none of it is bundled).
  {
    target: './src/studio',
    from: './src',
    except: ['./studio', './shared', './generated'],
    message:
      'src/studio imports only its own files, src/shared and src/generated: move what it needs from the site into src/shared.',
  },
  {
    target: [
      ...entries,
      './src/*.{ts,tsx}',
      ...all(['./src/app', './src/sections', './src/forms', './src/ui', ...base]),
    ],
    from: './src/studio',
    message:
      'Nothing in src/ outside src/studio imports the studio: it is the dev server’s, never the site’s.',
  },
];

// Rooms beyond src/'s layers (README, "Rooms"). From the top: tests (tests/ and every *.test.* or
// *.spec.* file, wherever it lives), stories (*.stories.tsx), .storybook/, scripts/, then
// supabase/local/ (its harness/ above the gateway) and content/ (the content core), then src/.
// A room imports only rooms below it, a room with doors only through them. Tests are no zone's
// target: they may import any room, through its doors.
const siteFiles = './src/**/!(*.test|*.stories).{ts,tsx}';
const storyFiles = ['./src/**/*.stories.tsx', './tests/visual/*.stories.tsx'];
const storybookBrowserFiles = './.storybook/!(main).{ts,tsx}'; // main.ts runs in Node
const scriptFiles = './scripts/**/!(*.test).ts';
const coreFiles = './content/**/!(*.test).ts';
const gatewayFiles = [
  './supabase/local/!(*.test).ts',
  './supabase/local/!(harness)/**/!(*.test).ts',
];
const rootConfigs = './*.{js,ts}';
const roomZones = [
  {
    target: ['./scripts', './src', './tests', './.storybook', './supabase', rootConfigs],
    from: './content',
    except: ['./index.ts', './node.ts'],
    message:
      'content/ has two doors and no other way in: content/index.ts (browser-safe) and content/node.ts (reads and writes the disk). Export what you need from one of them.',
  },
  {
    target: coreFiles,
    from: [
      './scripts',
      './tests',
      './.storybook',
      './supabase',
      './content/index.ts',
      './content/node.ts',
    ],
    message:
      'content/ sits below every tool: its files import each other directly (never a door), src/shared/, src/generated/ and packages. Take a folder as a parameter rather than importing scripts/lib/paths.ts.',
  },
  {
    target: coreFiles,
    from: './src',
    except: ['./shared', './generated'],
    message: 'content/ meets src/ only through src/shared/ and src/generated/.',
  },
  {
    target: siteFiles,
    from: ['./content', './.storybook', './tests', './supabase'],
    message:
      "src/ is the site: it imports none of content/, .storybook/, tests/ or supabase/. Its tests reach the content core through tests/support/pageSchema.ts; .storybook/'s helpers are for stories.",
  },
  {
    target: storyFiles,
    from: [
      './scripts',
      './content',
      './supabase',
      './tests/support',
      './tests/e2e',
      './.storybook/main.ts',
    ],
    message:
      'A story runs in the browser: it imports its component, src/ and the browser helpers of .storybook/ (stress.ts, PageStory.tsx), which reach the content core through content/index.ts.',
  },
  {
    target: storybookBrowserFiles,
    from: ['./scripts', './content/node.ts', './.storybook/main.ts'],
    message:
      ".storybook/'s files but main.ts run in the browser: they import src/, content/index.ts and each other, never content/node.ts nor scripts/.",
  },
  {
    target: './.storybook',
    from: './tests',
    except: ['./visual/content'],
    message:
      ".storybook/ sits below the tests: of tests/ it reads only the stories' content, tests/visual/content/.",
  },
  {
    target: scriptFiles,
    from: ['./tests', './.storybook'],
    message:
      'scripts/ sits below the tests and Storybook: a helper a script needs belongs in scripts/lib/ (or src/shared/ when the site needs it too).',
  },
  {
    target: ['./scripts', './tests', rootConfigs],
    from: './supabase/local',
    except: ['./index.ts', './harness/index.ts'],
    message:
      'supabase/local/ has two doors: supabase/local/index.ts (the gateway) and supabase/local/harness/index.ts (a gateway on each store, for tests and benchmarks).',
  },
  {
    target: gatewayFiles,
    from: './supabase/local/harness',
    message: 'The gateway never imports its harness: it sits above it.',
  },
  {
    target: ['./supabase/**/!(*.test).ts'],
    from: ['./src', './content', './scripts', './tests', './.storybook'],
    message:
      "supabase/ stands alone: it imports only its own files and packages. Its tests' helpers are in tests/support/backend/.",
  },
  {
    target: [siteFiles, coreFiles, ...storyFiles, './.storybook'],
    from: './supabase',
    message:
      'The site, its stories, Storybook and the content core never import supabase/: the site reaches the backend through supabase-js (src/backend/).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'bench-results',
      'storybook-static',
      'src/generated',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.js', '.ts', '.tsx'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...roomZones] }],
    },
  },
);
