import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/coverage/**', 'data/**', '.nx/**', 'e2e/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    plugins: { '@nx': nx, regexp },
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // DESIGN §1: frontend → proto; gateway → proto, platform (and the services only in its targets.ts);
      // services → proto, platform; platform → proto; proto → zod only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allowCircularSelfDependency: false,
          depConstraints: [
            { sourceTag: 'type:proto', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:proto'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:proto', 'type:platform'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:proto', 'type:platform', 'type:service'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:proto'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:proto', 'type:platform', 'type:service', 'type:gateway'] },
          ],
        },
      ],
      // A pattern whose matching time grows faster than its input is a way to stall a service with one request.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Nest injects by class: a type-only import of an injected class would erase its metadata.
    files: ['gateway/**/*.ts', 'services/**/*.ts', 'platform/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // API tests read JSON answers of many shapes.
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A server process loads at start-up whatever it imports, and date-fns' root is every one of its functions.
    files: ['platform/src/**/*.ts', 'services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'date-fns', message: 'Import each function from its own path (date-fns/addDays).' }] }],
    },
  },
  {
    files: ['proto/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./)', message: 'proto holds contracts only: zod and nothing else' }] }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/targets.ts', 'gateway/src/admin.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@presently/auth', '@presently/gifts', '@presently/billing', '@presently/occasions'], message: 'Only targets.ts and admin.ts compose the services; the gateway reaches them through InternalClient.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
