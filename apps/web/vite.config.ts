import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages ship TypeScript source: bundle them into the server build.
  ssr: { noExternal: [/^@brokkie\//] },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own (apps/api `npm run dev`) and is proxied under /api.
    proxy: { '/api': apiTarget },
  },
});
