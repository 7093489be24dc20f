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
  {
    // Signing up on the provider's pages and onboarding on the form cost seconds per account: only the tests of
    // those pages go through them (docs/e2e-sign-in.md).
    files: ['test/e2e/**/*.ts'],
    ignores: ['test/e2e/auth/**', 'test/e2e/support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/support/auth-helpers'],
              importNames: ['signUpAndOnboard', 'signUpOnSignInPage', 'completeOnboarding', 'fillOnboarding'],
              message:
                'Start from signInNewStudent (support/signed-in-student.ts) unless sign-up or onboarding is what the test is about (then it belongs in test/e2e/auth).',
            },
          ],
        },
      ],
    },
  },
);
