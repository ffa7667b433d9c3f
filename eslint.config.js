import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server and the sandbox never import each other: both may import http-guards/ (the request
// guards they share, which imports neither), and only serve/ composes them. The sandbox is the
// dashboard's second opinion: it computes slots and converts zones on its own, importing nothing of
// src/ (the dashboard's slot rules, src/domain/slots/, included; their test compares the two).
const SANDBOX_ZONE = {
  target: './sandbox',
  from: ['./src', './server', './serve'],
  message: 'The sandbox stands alone, a second opinion on the dashboard: only http-guards/ is shared.',
};
const NODE_ZONES = [
  SANDBOX_ZONE,
  { target: './server', from: ['./sandbox', './src'], message: 'The server knows no sandbox: serve/app.ts mounts it.' },
  { target: './http-guards', from: ['./server', './sandbox', './serve', './src'] },
];
// Every feature folder, read from the disk so a new one is fenced from the others from its first day.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// Only the server's tests may start the whole (serve/app.ts): its code never does.
const SERVER_CODE_ZONE = {
  target: './server',
  from: './serve',
  message: 'The server knows no sandbox: serve/app.ts mounts it.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'reports', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Any part of zod's core that a later screen uses lives in the entry file, since a module is not
      // split between files: classic zod in one form put 7 kB gzip on the first screen (decision 0004).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini': classic zod adds to the first screen's code (decision 0004)." },
          ],
          patterns: [
            {
              group: ['zod/v3', 'zod/v3/*', 'zod/v4', 'zod/v4/classic', 'zod/v4/classic/*'],
              message: "Use 'zod/mini' (decision 0004).",
            },
          ],
        },
      ],
      // Layers (docs/architecture.md): features never import each other; components may use domain,
      // domain may use api and lib, api only lib, lib nothing of these; none imports features or app;
      // src never imports the sandbox or the server (tests may).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/api',
              from: ['./src/features', './src/app', './src/components', './src/domain'],
              message: 'The fetch layer only calls the workspace and parses: product rules are in src/domain/.',
            },
            {
              target: './src/domain',
              from: ['./src/features', './src/app', './src/components'],
              message: 'Domain rules draw nothing: what draws them is in src/components/ or a feature.',
            },
            // The slot rules take plain values: domain/slot-effect/facts.ts turns the workspace's
            // records into them, so the rules know no response shape and no other rule.
            { target: './src/domain/slots', from: './src/api' },
            { target: './src/domain/slots', from: './src/domain', except: ['./slots'] },
            { target: './src/components', from: ['./src/features', './src/app'] },
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/api', './src/components', './src/domain'],
            },
            { target: './src/features', from: './src/app' },
            ...FEATURES.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
            {
              target: './src',
              from: ['./sandbox', './server', './serve'],
              except: [],
              message: 'Only tests may import the sandbox or server.',
            },
            ...NODE_ZONES,
            SERVER_CODE_ZONE,
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The server and the sandbox never import each other, tests included: serve/ puts them together.
    files: ['server/**/*.ts', 'sandbox/**/*.ts', 'http-guards/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...NODE_ZONES, SERVER_CODE_ZONE] }] },
  },
  {
    files: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: NODE_ZONES }] },
  },
  {
    // Files stay at most 300 lines, blank lines and comments counted: a file that long holds two
    // things, whatever Prettier makes of its lines. A test file may reach 600, since its cases read
    // one after the other.
    files: ['{src,server,serve,http-guards,sandbox,scripts}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  // Prettier owns the layout of every line: no lint rule argues with it.
  prettier,
);
