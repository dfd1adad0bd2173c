import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('./tests/support/pwa-register-stub.ts', import.meta.url).pathname },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/support/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'netlify/**/*.test.{ts,mts}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
