import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { port: 5173 },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'test/data/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
