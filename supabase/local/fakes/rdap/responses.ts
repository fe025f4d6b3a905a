import type { FakeRegistration } from './world.ts'

export interface FakeReply {
  status: number
  headers: Record<string, string>
  body: string
}

const RDAP_TYPE = { 'Content-Type': 'application/rdap+json' }
const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({
  status,
  headers: { ...RDAP_TYPE, ...headers },
  body: JSON.stringify(body),
})

const isVerisign = (host: string) => host === 'rdap.verisign.com' || host === 'tld-rdap.verisign.com'

/**
 * "Not registered", worded as each registry words it (docs/domain-availability.md §1.3): Verisign
 * sends an empty body, Identity Digital and PIR an "Object not found" object, Google "Not Found",
 * CentralNic an error object with Cache-Control and an ETag.
 */
export function notFound(host: string, domain: string): FakeReply {
  if (isVerisign(host)) return { status: 404, headers: { ...RDAP_TYPE }, body: '' }
  if (host === 'rdap.identitydigital.services') {
    return json(404, { errorCode: 404, title: 'Object not found', description: ['Object not found'] })
  }
  if (host === 'pubapi.registry.google') return json(404, { description: [`${domain} not found`], errorCode: 404 })
  if (host === 'rdap.publicinterestregistry.org') {
    return json(404, { errorCode: 404, title: 'Object not found', description: ['The object you are looking for was not found'] })
  }
  if (host === 'rdap.centralnic.com') {
    return json(
      404,
      { rdapConformance: ['rdap_level_0'], objectClassName: 'error', errorCode: 404, title: 'Not Found' },
      { 'Cache-Control': 'public, max-age=120', ETag: `"${domain.length}-404"` },
    )
  }
  return json(404, { errorCode: 404, title: 'Not Found' })
}

/** What registries answer for a name they cannot hold: Verisign an empty 404, the others 400. */
export function invalid(host: string): FakeReply {
  if (isVerisign(host)) return { status: 404, headers: { ...RDAP_TYPE }, body: '' }
  return json(400, { errorCode: 400, title: 'Bad Request', description: ['Invalid domain name'] })
}

const day = 86_400_000

/** A registered name's record, shaped like Verisign's (§1.2): upper-case ldhName there, lower case elsewhere. */
export function found(host: string, domain: string, registration: FakeRegistration, origin: string): FakeReply {
  const name = isVerisign(host) ? domain.toUpperCase() : domain
  const self = `${origin}/domain/${name}`
  const registered = new Date(Date.UTC(2015, 0, 1) + (domain.length % 97) * 30 * day)
  const expires = registration.expiring ? new Date(Date.now() - 40 * day) : new Date(Date.now() + 200 * day)
  const date = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')
  return json(200, {
    objectClassName: 'domain',
    handle: `${domain.length}${domain.charCodeAt(0)}_DOMAIN-FAKE`,
    ldhName: name,
    links: [{ value: self, rel: 'self', href: self, type: 'application/rdap+json' }],
    status: registration.expiring ? ['pending delete', 'server hold'] : ['client delete prohibited', 'client transfer prohibited'],
    entities: [
      {
        objectClassName: 'entity',
        handle: '292',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '292' }],
        vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Fake Registrar, Inc.']]],
      },
    ],
    events: [
      { eventAction: 'registration', eventDate: date(registered) },
      { eventAction: 'expiration', eventDate: date(expires) },
      { eventAction: 'last update of RDAP database', eventDate: date(new Date()) },
    ],
    secureDNS: { delegationSigned: false },
    nameservers: registration.nameservers
      ? [
          { objectClassName: 'nameserver', ldhName: isVerisign(host) ? 'NS1.FAKE-DNS.NET' : 'ns1.fake-dns.net' },
          { objectClassName: 'nameserver', ldhName: isVerisign(host) ? 'NS2.FAKE-DNS.NET' : 'ns2.fake-dns.net' },
        ]
      : [],
    rdapConformance: ['rdap_level_0', 'icann_rdap_technical_implementation_guide_1', 'icann_rdap_response_profile_1'],
    notices: [{ title: 'Terms of Use', description: ['A local fake registry for BrandQuest tests.'] }],
  })
}

/** DNS-over-HTTPS JSON (Google/Cloudflare shape): NS records when delegated, else NXDOMAIN with the TLD's SOA. */
export function dnsAnswer(domain: string, tld: string, delegated: boolean): FakeReply {
  const question = [{ name: `${domain}.`, type: 2 }]
  const base = { TC: false, RD: true, RA: true, AD: false, CD: false, Question: question }
  const body = delegated
    ? {
        Status: 0,
        ...base,
        Answer: [
          { name: `${domain}.`, type: 2, TTL: 86400, data: 'ns1.fake-dns.net.' },
          { name: `${domain}.`, type: 2, TTL: 86400, data: 'ns2.fake-dns.net.' },
        ],
      }
    : {
        Status: 3,
        ...base,
        Authority: [{ name: `${tld}.`, type: 6, TTL: 900, data: `a.nic.${tld}. hostmaster.nic.${tld}. 1788359360 1800 900 604800 900` }],
      }
  return { status: 200, headers: { 'Content-Type': 'application/dns-json' }, body: JSON.stringify(body) }
}
