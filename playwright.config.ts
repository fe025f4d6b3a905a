import { defineConfig, devices } from '@playwright/test'

// The e2e suite runs its own throwaway stack (fresh database each run) on ports beside a developer's.
// E2E_PORT_BASE moves all three (and the data dir) so two e2e runs can share a machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 54421)
export const E2E_PORTS = { api: portBase, db: portBase + 1, app: 5273 + (portBase - 54421) }
const APP_URL = `http://127.0.0.1:${E2E_PORTS.app}`

// Debian's Chromium, never a downloaded browser; flags for a machine with no outside network.
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Multi-step flows take 25-30 s on the 2-core CI machine even when it is idle: room for load, not a budget.
  timeout: 60_000,
  // A signed-out page says "Checking your session" until auth answers; on a loaded machine that
  // took over the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --import tsx supabase/local/start.ts --reset --no-watch',
    url: APP_URL,
    env: {
      DATA_DIR: `.local/e2e-${E2E_PORTS.api}`,
      API_PORT: String(E2E_PORTS.api),
      DB_PORT: String(E2E_PORTS.db),
      APP_PORT: String(E2E_PORTS.app),
      EMAIL_LIMIT_PER_IP_PER_HOUR: '200',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
