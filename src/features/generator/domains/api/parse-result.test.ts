import { expect, it } from 'vitest'
import { domainResult } from '../../../../../tests/msw/handlers'
import { fallbackBuyUrl, parseDomainResult } from '@/features/generator/domains/api/parse-result'

it('does not trust a result that contradicts itself about availability', () => {
  expect(parseDomainResult({ ...domainResult('foo.com', 'error'), available: true })).toBeNull()
  expect(parseDomainResult({ ...domainResult('foo.com', 'available'), available: false })).toBeNull()
  expect(parseDomainResult({ ...domainResult('foo.com', 'available'), status: 'free' })).toBeNull()
  expect(parseDomainResult('available')).toBeNull()
})

it('never makes a link of anything but a web address', () => {
  const result = parseDomainResult(domainResult('foo.com', 'available', { affiliateUrl: 'javascript:alert(1)' }))
  expect(result?.affiliateUrl).toBe(fallbackBuyUrl('foo.com'))
  expect(result?.status).toBe('available')
})

it('keeps a price for premium only, and expiring for taken only', () => {
  expect(parseDomainResult(domainResult('foo.com', 'available', { price: 10 }))?.price).toBeUndefined()
  expect(parseDomainResult(domainResult('foo.com', 'premium', { price: 2400 }))?.price).toBe(2400)
  expect(parseDomainResult(domainResult('foo.com', 'available', { expiring: true }))?.expiring).toBeUndefined()
  expect(parseDomainResult(domainResult('foo.com', 'taken', { expiring: true }))?.expiring).toBe(true)
})
