import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.PMS_API_URL ?? 'http://localhost:3000';

/** Vendor libraries grouped by how often they change together; each becomes its own chunk. */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'vendor-chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis)[\\/]/,
  },
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
  },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});
