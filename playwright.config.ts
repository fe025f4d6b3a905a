import { defineConfig, devices } from '@playwright/test'

const APP_URL = 'http://127.0.0.1:5173'

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
  timeout: 30_000,
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
    command: 'npm run app',
    url: APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
