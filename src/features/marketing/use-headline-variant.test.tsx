import { renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useHeadlineVariant } from '@/features/marketing/use-headline-variant'

// Consent Mode commands share the data layer; only events matter here.
const events = () => (window.dataLayer ?? []).filter((entry) => entry.event !== undefined)

it('picks a variant once, stores it and reports it', () => {
  const { result } = renderHook(() => useHeadlineVariant(() => 0.7))
  expect(result.current).toBe('b')
  expect(window.localStorage.getItem('bq_headline_variant')).toBe('b')
  expect(events()).toEqual([{ event: 'headline_variant', variant: 'b' }])
})

it('keeps the stored variant on later visits', () => {
  window.localStorage.setItem('bq_headline_variant', 'a')
  const { result } = renderHook(() => useHeadlineVariant(() => 0.9))
  expect(result.current).toBe('a')
  expect(events()).toEqual([])
})
