import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentIndex } from './scripts/content-index/plugin';

export default defineConfig({
  plugins: [react(), contentIndex()],
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('./tests/support/pwa-register-stub.ts', import.meta.url).pathname },
  },
  test: {
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/support/vitest-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eslint/**/*.test.ts'],
        },
      },
      {
        // The Netlify functions, checked against a real Auth emulator (started once per run unless one is given).
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          globalSetup: ['./tests/support/auth-emulator-global-setup.ts'],
          setupFiles: ['./tests/support/functions-setup.ts'],
          include: ['netlify/**/*.test.{ts,mts}'],
        },
      },
      {
        // firestore.rules, checked against a real Firestore emulator (started once per run unless one is given).
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          // Loading the rules into the emulator (a Java process) took over 10 s on a machine at load 19.
          hookTimeout: 120_000,
          testTimeout: 60_000,
          globalSetup: ['./tests/support/firestore-emulator-global-setup.ts'],
          include: ['tests/rules/**/*.test.ts'],
        },
      },
    ],
  },
});
