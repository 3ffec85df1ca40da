/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Flask serves the API on :5000 in development; proxying keeps the browser on one
// origin so the same relative `/api/...` URLs work in dev and in production.
const apiProxy = {
  '/api': {
    target: 'http://127.0.0.1:5000',
    changeOrigin: true,
  },
}

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
]

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Vite's own client defaults, spelled out because Vitest otherwise resolves
    // with the `node` condition: `react-router` then loads as CJS while
    // `react-router/dom` loads as ESM, and the two don't share router context.
    conditions: ['module', 'browser', 'development|production'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports always select its development build, whose warnings
      // ship to browsers (remix-run/react-router#14102); production builds take the
      // production build it publishes beside it, which has them compiled out.
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
  server: {
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Source maps would publish the original source, admin code included, next to the
    // bundles. `vite` (dev) always has them; for debugging a production build locally,
    // BUILD_SOURCEMAPS=1 npm run build writes them (never deploy such a build).
    sourcemap: process.env.BUILD_SOURCEMAPS === '1',
    // Every supported browser has <link rel="modulepreload">; the polyfill would only add
    // bytes to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Hash-only names for shared and lazy chunks: the entry lists every route's chunks
      // (to preload them on navigation), and long names would add to each first load.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
}))
