/**
 * Where each TLD's registry answers RDAP. A trimmed snapshot of the IANA bootstrap file
 * (https://data.iana.org/rdap/dns.json, RFC 9224), publication 2025-11-06, shipped with the code
 * so a check never depends on IANA being reachable; only the services for the TLDs we offer are kept.
 * To refresh: take the new file's entries for these TLDs (and any TLD added to tlds.ts).
 */
export const RDAP_BOOTSTRAP = {
  publication: '2025-11-06T23:00:01Z',
  services: [
    [['com'], ['https://rdap.verisign.com/com/v1/']],
    [['net'], ['https://rdap.verisign.com/net/v1/']],
    [['cc'], ['https://tld-rdap.verisign.com/cc/v1/']],
    [['org'], ['https://rdap.publicinterestregistry.org/rdap/']],
    [
      ['agency', 'ai', 'company', 'digital', 'group', 'info', 'life', 'live', 'pro', 'services', 'solutions', 'studio', 'team', 'tools', 'works', 'world'],
      ['https://rdap.identitydigital.services/rdap/'],
    ],
    [['app', 'dev', 'page'], ['https://pubapi.registry.google/rdap/']],
    [['xyz'], ['https://rdap.centralnic.com/xyz/']],
    [['store'], ['https://rdap.centralnic.com/store/']],
    [['tech'], ['https://rdap.centralnic.com/tech/']],
    [['online'], ['https://rdap.centralnic.com/online/']],
    [['site'], ['https://rdap.centralnic.com/site/']],
    [['fun'], ['https://rdap.centralnic.com/fun/']],
    [['space'], ['https://rdap.centralnic.com/space/']],
    [['website'], ['https://rdap.centralnic.com/website/']],
    [['fm'], ['https://rdap.centralnic.com/fm/']],
    [['shop'], ['https://rdap.gmoregistry.net/rdap/']],
    [['uk'], ['https://rdap.nominet.uk/uk/']],
    [['ca'], ['https://rdap.ca.fury.ca/rdap/']],
    [['nl'], ['https://rdap.sidn.nl/']],
    [['fr'], ['https://rdap.nic.fr/']],
    [['biz'], ['https://rdap.nic.biz/']],
    [['design'], ['https://rdap.nic.design/']],
    [['cloud'], ['https://rdap.registry.cloud/rdap/']],
    [['club'], ['https://rdap.nic.club/']],
    [['tv'], ['https://rdap.nic.tv/']],
    [['to'], ['https://rdap.tonicregistry.to/rdap/']],
    [['ly'], ['https://rdap.nic.ly/']],
    [['in'], ['https://rdap.nixiregistry.in/rdap/']],
  ] as [string[], string[]][],
}

/**
 * ccTLDs that run RDAP without being in the IANA file (as case/rdap-cctld-ts's supplemental.json
 * and whoisit's overrides list them, 2025-11). .se, .eu, .us and .gg have no usable RDAP: DNS only.
 */
export const RDAP_OVERRIDES: Record<string, string> = {
  io: 'https://rdap.identitydigital.services/rdap/',
  me: 'https://rdap.identitydigital.services/rdap/',
  sh: 'https://rdap.identitydigital.services/rdap/',
  ac: 'https://rdap.identitydigital.services/rdap/',
  co: 'https://rdap.registry.co/co/',
  de: 'https://rdap.denic.de/',
  ch: 'https://rdap.nic.ch/',
}

export interface RdapService {
  /** The registry's base URL, ending in '/'; append `domain/<name>`. */
  baseUrl: string
  /** The registry's host: the unit of politeness (one host serves many TLDs). */
  host: string
}

const byTld = new Map<string, string>()
for (const [tlds, urls] of RDAP_BOOTSTRAP.services) for (const tld of tlds) byTld.set(tld, urls[0])
for (const [tld, url] of Object.entries(RDAP_OVERRIDES)) if (!byTld.has(tld)) byTld.set(tld, url)

/** The RDAP service for a normalised domain by the longest matching suffix, or undefined (DNS only). */
export function rdapServiceFor(domain: string): RdapService | undefined {
  const labels = domain.split('.')
  for (let i = 1; i < labels.length; i++) {
    const baseUrl = byTld.get(labels.slice(i).join('.'))
    if (baseUrl) return { baseUrl, host: new URL(baseUrl).host }
  }
  return undefined
}
