import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // Node-side suites that start the real local stack (Postgres, gateway, Deno) on free ports.
        test: {
          name: 'stack',
          environment: 'node',
          include: ['supabase/local/**/*.test.ts', 'tests/stack/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
