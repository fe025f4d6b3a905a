import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useEmailPopup } from '@/features/marketing/use-email-popup'

beforeEach(() => {
  vi.useFakeTimers()
  // tests/setup.ts makes every test a returning visitor; these are about the first visit.
  window.localStorage.removeItem('brandquest_has_visited')
})
afterEach(() => {
  vi.useRealTimers()
})

const popupEvents = () => (window.dataLayer ?? []).filter((e) => e.event === 'popup_open' || e.event === 'popup_close')

function mount(eligible = true) {
  return renderHook(({ eligible }) => useEmailPopup(eligible), { initialProps: { eligible } })
}

it('opens 4 s after a first visit, reporting the timer as its trigger', () => {
  const { result } = mount()
  expect(window.localStorage.getItem('brandquest_has_visited')).toBe('true')
  act(() => vi.advanceTimersByTime(3999))
  expect(result.current.open).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.open).toBe(true)
  expect(popupEvents()).toEqual([{ event: 'popup_open', trigger: 'timer' }])
})

it('closing marks it seen, reports it, and it never opens again', () => {
  const { result, unmount } = mount()
  act(() => vi.advanceTimersByTime(4000))
  act(() => result.current.close())
  expect(result.current.open).toBe(false)
  expect(window.localStorage.getItem('brandquest_seen_email_popup')).toBe('true')
  expect(popupEvents()).toEqual([{ event: 'popup_open', trigger: 'timer' }, { event: 'popup_close' }])
  unmount()
  window.localStorage.removeItem('brandquest_has_visited')
  const again = mount()
  act(() => vi.advanceTimersByTime(10_000))
  expect(again.result.current.open).toBe(false)
})

it('does not open for a returning visitor', () => {
  window.localStorage.setItem('brandquest_has_visited', 'true')
  const { result } = mount()
  act(() => vi.advanceTimersByTime(10_000))
  expect(result.current.open).toBe(false)
})

it('waits while the visitor is not eligible (premium unknown or true, another dialog open), then opens once', () => {
  const { result, rerender } = mount(false)
  act(() => vi.advanceTimersByTime(6000))
  expect(result.current.open).toBe(false)
  rerender({ eligible: true })
  expect(result.current.open).toBe(true)
  rerender({ eligible: false })
  expect(result.current.open).toBe(false)
  expect(popupEvents()).toEqual([{ event: 'popup_open', trigger: 'timer' }])
})

it('a page left before 4 s does not count as shown, but the visit does', () => {
  const { result, unmount } = mount()
  act(() => vi.advanceTimersByTime(2000))
  unmount()
  expect(result.current.open).toBe(false)
  const next = mount()
  act(() => vi.advanceTimersByTime(10_000))
  expect(next.result.current.open).toBe(false)
  expect(popupEvents()).toEqual([])
})

it('reports one open and one close under StrictMode', () => {
  const { result } = renderHook(() => useEmailPopup(true), { reactStrictMode: true })
  act(() => vi.advanceTimersByTime(4000))
  expect(result.current.open).toBe(true)
  act(() => result.current.close())
  act(() => result.current.close())
  expect(popupEvents()).toEqual([{ event: 'popup_open', trigger: 'timer' }, { event: 'popup_close' }])
})

it('counts the 4 s from the start of the visit when its code mounts late', () => {
  // The layout loads the popup after the first paint; here it mounts 3 s into the visit.
  const { result } = renderHook(() => useEmailPopup(true, 3000))
  act(() => vi.advanceTimersByTime(999))
  expect(result.current.open).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.open).toBe(true)
})
