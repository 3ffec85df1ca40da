import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { boundaryZones } from './eslint/boundaries.js'

const root = import.meta.dirname
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**']

function boundaries(options) {
  return ['error', { basePath: root, zones: boundaryZones(root, options) }]
}

export default defineConfig(
  globalIgnores(['dist/', 'dist-ssr/', 'bench/bare-app/dist/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules. The rest of the plugin's recommended set is the React
    // Compiler's, which judges code written for the compiler; this app does not use it, and
    // those rules flag deliberate patterns here (the prerender's render-time meta collector,
    // a cached lazy part, a hydration-safe effect).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['*.{js,ts}', 'scripts/**', 'eslint/**', 'bench/**'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a signature, a rest-omit).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Import boundaries (architecture convention 9) and import cycles. Imports the resolver
    // cannot place would slip through both rules, so it resolves `@/` the way tsconfig and
    // Vite do.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
      // The files no-cycle opens to follow their imports; the plugin's default, .js alone,
      // would have it see no cycle in src/.
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import-x/no-restricted-paths': boundaries(),
      // In a cycle one module runs before the other has, so a value it takes from the other at
      // load time is not there yet. A package never imports src/ back, so the walk skips
      // packages (that halves the rule's time: no .d.ts of node_modules is parsed). `import
      // type` is erased from the built code, so the rule does not follow it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Every public form takes its start time, honeypot, hydration guard, submission context
    // and server error mapping from one hook; a bare useForm would silently skip them.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Public forms use usePublicForm() from @/components/forms/use-public-form.',
            },
          ],
        },
      ],
    },
  },
  {
    // zod is configured once (jitless: no eval probe for the CSP to report) in src/lib/zod-config.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod-config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from '@/lib/zod-config'.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': boundaries({ forTests: true }) },
  },
)
