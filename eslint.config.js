import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  // Type-aware: a forgotten `await` or a promise handed to an event handler is an error.
  ...tseslint.configs.strict,
  ...tseslint.configs.recommendedTypeCheckedOnly,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  // STYLE.md's one-way imports: routes → features and layout → the shared
  // folders (i18n, theme, seo, content, components, lib). A feature never
  // imports another feature or the layout; the shared folders never import a
  // feature, the layout or a route. Imports inside one folder (one feature)
  // are free. Files outside app/ are not elements and are not checked.
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Whole paths from the project root; the first match names a file's element.
      'boundaries/elements': [
        { type: 'routes', pattern: 'app/routes' },
        { type: 'feature', pattern: 'app/features/*', capture: ['feature'] },
        { type: 'layout', pattern: 'app/layout' },
        { type: 'shared', pattern: 'app/@(i18n|theme|seo|content|components|lib)' },
        // The test helpers (render, setup): shared by tests at every level.
        { type: 'test-helper', pattern: 'app/test' },
        // What is left: the document, the route table, the prerendered paths.
        { type: 'app', pattern: 'app' },
      ].map((element) => ({ ...element, partialMatch: false })),
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} must not import {{to.type}} (STYLE.md: routes → features and layout → i18n, theme, seo, content, components, lib)',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
            {
              from: { element: { type: 'routes' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'layout', 'shared'] },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'layout'] } } },
              allow: { to: { element: { type: 'shared' } } },
            },
            {
              from: { element: { types: { anyOf: ['shared', 'test-helper'] } } },
              allow: { to: { element: { type: 'shared' } } },
            },
            // Tests anywhere may use the test helpers.
            {
              from: { file: { path: '**/*.test.{ts,tsx}' } },
              allow: { to: { element: { type: 'test-helper' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['app/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      // expectTypeOf asserts at type-check time (npm run typecheck).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expectTypeOf'] }],
      // Vitest types its asymmetric matchers (`expect.stringMatching(…)`,
      // `expect.objectContaining(…)`) as `any`, so an expected object that
      // holds one reads as an unsafe assignment; nothing unsafe happens there.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/expect-expect': ['error', { assertFunctionNames: ['expectNoAxeViolations'] }],
      // Tests branch on the project's viewport on purpose (the sidebar is modal
      // only under 1024 px, the carousel differs at 768 px); each branch asserts.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
);
