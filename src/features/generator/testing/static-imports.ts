import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const SRC = resolve(__dirname, '../../..')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

// `import x from '…'`, `import '…'`, `export … from '…'`; not `import type` (erased) nor `import('…')` (loads later).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? resolve(SRC, specifier.slice(2)) : resolve(dirname(from), specifier)
  if (existsSync(base) && /\.tsx?$/.test(base)) return base
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file))
}

/**
 * Every package a module pulls in before it can run: its static imports, followed through our own
 * source. Dynamic imports are left out, as the browser fetches them later. What a page module needs
 * from here is what its first render waits for.
 */
export function packagesLoadedBy(file: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [resolve(SRC, file)]
  while (queue.length) {
    const current = queue.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    for (const [, specifier] of readFileSync(current, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const local = resolveLocal(current, specifier)
        if (local) queue.push(local)
      } else {
        packages.add(specifier)
      }
    }
  }
  return packages
}

/** The packages kept out of a visitor's first paint (README: visitors' pages render before the backend code arrives). */
export const BACKEND_PACKAGES = ['@supabase/supabase-js', '@tanstack/react-query', 'sonner', 'zod']
