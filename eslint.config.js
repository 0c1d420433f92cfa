import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Imports flow one way (README, "Layers"): entries → app → sections → forms → ui → the base
// (content, seo, theme, backend, generated, islands, shared). Each zone names what one layer
// must not import.
// The browser runtime (client/) belongs to the entries: it may import any layer.
const entries = ['./src/entry-*.{ts,tsx}', './src/client/**'];
const base = [
  './src/content',
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
    message: 'sections/ sits below app/; pass the value down, or move it into content/ or forms/.',
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
    except: [
      './generated',
      './shared',
      './seo/absoluteUrl.ts',
      './content/authorText.ts',
      './islands/afterFirstPaint.ts',
      './content/listings.ts',
      './app/Splash/timing.ts',
      './islands/attributes.ts',
    ],
    message:
      'scripts/ meets src/ only through the generated types, shared/ (React-free modules both read), seo/absoluteUrl.ts, content/authorText.ts, islands/afterFirstPaint.ts, content/listings.ts, app/Splash/timing.ts and islands/attributes.ts.',
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
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
