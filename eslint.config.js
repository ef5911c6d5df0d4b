// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import portal from './scripts/eslint/import-boundaries.js'

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/*.gen.ts', 'src/shared/graphql/generated/**', 'src/sandbox/graphql/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { portal },
    rules: {
      'portal/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/harness/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles: a cycle means the shared part belongs in a module both sides can import.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'tests/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's extensions and parser; without them import-x skips every .ts file.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Command-line entry points print their one status line on purpose.
    files: ['scripts/**', 'tests/**', 'src/sandbox/cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
