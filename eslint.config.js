// Lint rules that hold the architecture (DESIGN.md): the core never reaches into main/ or the
// renderer, only the Electron entry files import 'electron', and the renderer takes nothing
// from the core but types and the pure helpers listed below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const electronOnlyInEntries = {
  name: 'electron',
  message: 'Only main/electron/*.ts may import electron: everything else must run in plain Node.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'build/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['app/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInEntries, { name: 'react', message: 'The core has no UI.' }],
          patterns: [
            { group: ['**/main/**', '**/renderer/**'], message: 'The core (app/) imports nothing from main/ or renderer/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInEntries],
          patterns: [
            { group: ['**/main/**'], message: 'The renderer talks to main only through the api client.' },
            {
              regex: String.raw`^(\.\./)+app/(?!cards/mana-symbols\.ts$|cards/model\.ts$|collection/model\.ts$|print/cut-marks\.ts$|print/export-choices\.ts$|engine/messages/message\.ts$|engine/messages/en\.ts$)`,
              allowTypeImports: true,
              message: 'The renderer may import types from the core, and only its pure helpers as values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['main/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.js'],
    ignores: ['main/electron/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInEntries] }] },
  },
  {
    files: ['scripts/**/*.js', 'bin/**/*.js', 'test/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly', Request: 'readonly', Response: 'readonly' },
    },
  },
);
