import type { Config } from 'tailwindcss'

// Tailwind v4 reads this through `@config` in src/index.css; the palette lives here so
// components use names (night, ember, aura) rather than raw colour values.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        night: {
          950: '#0b0a1a',
          900: '#121029',
          800: '#1d1a3d',
          700: '#2b2757',
          600: '#3d3878',
        },
        aura: {
          300: '#c4b5fd',
          400: '#a78bfa',
          500: '#8b5cf6',
          600: '#7c3aed',
        },
        ember: {
          300: '#fcd98a',
          400: '#f5c451',
          500: '#e9a82b',
        },
      },
      fontFamily: {
        display: ['"Iowan Old Style"', '"Palatino Linotype"', 'Georgia', 'serif'],
      },
      maxWidth: { content: '72rem' },
    },
  },
} satisfies Config
