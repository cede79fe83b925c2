import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const backend = process.env.PMS_API_URL ?? 'http://localhost:3000';

/**
 * Vendor chunks. React (with the router), Redux and i18next are needed by every page, the
 * login page too, so each is one chunk that changes only with its version; so is Chakra's
 * styling system (Emotion, the tokens; the components' recipes go with the code that registers
 * them: app/theme.ts the login pages', app/theme-recipes.ts the rest). Chakra's components (Ark, Zag,
 * Floating UI) are left to the bundler, which puts each with the pages that use it: the login
 * page loads its fields and buttons, the menus, popovers, dialogs and tables come with the
 * first page that shows one. (One Chakra chunk made every page download all of them: 147 kB
 * gzipped on the login page. Grouping the components `entriesAware` brought ~40 kB of them
 * back to it; the bundler's own split is the lightest, measured with `npm run bench`.)
 */
const chakraSystem =
  /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme(?![\\/](recipes|slot-recipes|index)\b)|preset|preset-base|utils)\b|@emotion|@pandacss|stylis|react-is|hoist-non-react-statics)/;

const vendorGroups: CodeSplittingGroup[] = [
  {
    name: 'vendor-react',
    // use-sync-external-store: react-i18next reads through it too (and it is React's own shim).
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/,
  },
  // Redux: not on the login page either (the session is a store of its own: lib/session.ts).
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query)|(react-redux|redux|redux-thunk|immer|reselect)[\\/])/,
  },
  // RTK Query: not on the login page (it logs in with a plain request; app/store-api.ts).
  {
    name: 'vendor-query',
    test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema)[\\/]/,
  },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  // Chakra's styling system and theme (every page renders through it); its components
  // (Ark, Zag, Floating UI) are left to the bundler, so each comes with the pages that use it.
  { name: 'vendor-chakra', test: chakraSystem },
];

/**
 * React Router 7's package exports name only its development build (remix-run/react-router
 * #12532, #14102: "intended to be temporary"), so a production build shipped its dev warnings
 * (`ENABLE_DEV_WARNINGS = true`, the only line in which the two builds differ). `vite build` takes
 * the production build beside it; the dev server and vitest keep the development one.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(reactRouterDir, 'dist', 'production', 'index.mjs'),
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: [
    react(),
    // Every script, style sheet and SVG also as .br and .gz beside it, compressed once at the
    // highest levels (infra/src/http/serve-ui.ts sends the one the browser accepts).
    compression({
      include: /\.(js|css|html|svg)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      // Server-sent events go through this proxy as well: http-proxy streams them untouched.
      '/api': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
      '/readyz': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each page loads (tests/bench/first-load.ts reads it).
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config with defineConfig (an identity
      // function not marked pure), which kept every component's recipe in the bundle, the ones
      // the app never uses too; marked pure, only the recipes the app imports remain.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
}));
