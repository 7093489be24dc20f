import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { oneWayImports } from './scripts/eslint/one-way-imports.js';

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { degreemate: { rules: { 'one-way-imports': oneWayImports } } },
    rules: {
      'degreemate/one-way-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**/*.ts', 'scripts/**/*.{js,mjs}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
);
