import { afterEach, expect, it, vi } from 'vitest'
import { readStored, readStoredFlag, readStoredInt, storageKeyName, writeStored } from '@/lib/storage'

afterEach(() => vi.restoreAllMocks())

it('uses the spec key names with the brandquest prefix', () => {
  expect(storageKeyName('premium')).toBe('brandquest_premium')
  expect(storageKeyName('headlineVariant')).toBe('bq_headline_variant')
  expect(storageKeyName('cookieConsent')).toBe('cookie-consent')
  writeStored('freeUnlocked', 'true')
  expect(window.localStorage.getItem('brandquest_free_unlocked')).toBe('true')
  expect(readStoredFlag('freeUnlocked')).toBe(true)
})

it('reads integers strictly and ignores junk', () => {
  window.localStorage.setItem('brandquest_usage_count', '3')
  expect(readStoredInt('usageCount')).toBe(3)
  window.localStorage.setItem('brandquest_usage_count', '-1; drop')
  expect(readStoredInt('usageCount')).toBeNull()
})

it('keeps working when the browser refuses storage', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'QuotaExceededError')
  })
  expect(() => writeStored('premium', 'true')).not.toThrow()
  expect(readStored('premium')).toBeNull()
})
