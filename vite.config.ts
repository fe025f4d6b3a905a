import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { prerender } from './src/prerender/vite-plugin.ts'

/**
 * Collects every module the browser entry imports statically (what a page needs before it first
 * renders), so the build writes them as one file. Left to itself the bundler gives each module that
 * later chunks share a file of its own: about 20 requests before the first render, each with its own
 * round trip and gzip overhead (tests/bench/first-load.bench.ts, lighthouse.bench.ts).
 */
function firstRenderModules(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'brandquest:first-render-modules',
    apply: 'build',
    buildEnd() {
      modules.clear()
      const start = [...this.getModuleIds()].find((id) => id.endsWith(entry))
      const queue = start ? [start] : []
      while (queue.length) {
        const id = queue.pop()!
        if (modules.has(id)) continue
        modules.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      // The entry stays a file of its own: it awaits the first page's chunk at the top level, and that
      // chunk imports the group, which must therefore not be the module still awaiting it.
      if (start) modules.delete(start)
    },
  }
  return { plugin, has: (id) => modules.has(id) }
}

const firstRender = firstRenderModules('/src/main.tsx')

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender(), firstRender.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    // Every browser we support preloads modules natively; the polyfill would ship with every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: firstRender.has, includeDependenciesRecursively: false }] },
      },
    },
  },
})
