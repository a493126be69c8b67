import { LRUCache } from 'lru-cache';
import { Reader, type CountryResponse } from 'maxmind';
import { accessSync, constants as fsConstants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { continentOf, type ContinentCode } from '../../../../shared/geo/continents';

/** What GET /web/geo/location answers (SPEC §7's location look-up reads continent_code). */
export interface GeoLocation {
  country_code: string | null;
  continent_code: ContinentCode | null;
}

/** A record of the ip-location-db country database: a flat `country_code`, not MaxMind's nested shape. */
type CountryRecord = CountryResponse & { country_code?: string };

/**
 * Addresses that belong to no country. The database answers some of them anyway
 * (192.168.0.0/16 comes back as AU), so they are filtered before the look-up.
 */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  nowhere.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  nowhere.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`; anything else unchanged. */
export function unmapIPv4(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

/** One country database per address family: each is read only when an address of its family needs it. */
export interface CountryDatabases {
  ipv4: string;
  ipv6: string;
}

type Family = keyof CountryDatabases;

/** Addresses whose country is kept (docs/benchmarks.md, "Memory": a few hundred KB at most). */
export const ADDRESSES_KEPT = 5_000;
/** An address kept as belonging to no country (the cache keeps no null). */
const NO_COUNTRY = '';

/**
 * The country databases shipped by @ip-location-db/geo-whois-asn-country-mmdb (CC0): the IPv4 and
 * IPv6 halves of its combined file, which answer the same (3 MB and 4.8 MB instead of 7.8 MB).
 */
export function shippedCountryDatabases(): CountryDatabases {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json'));
  return {
    ipv4: path.join(folder, 'geo-whois-asn-country-ipv4.mmdb'),
    ipv6: path.join(folder, 'geo-whois-asn-country-ipv6.mmdb'),
  };
}

/**
 * IP address → country and continent, offline: no request ever leaves the machine. A database is
 * read into memory on the first public address of its family, not at start: a server only its owner
 * reaches (the desktop app, on loopback) never holds one, and one reached over IPv4 only holds 3 MB.
 */
export class GeoService {
  private readonly readers: Partial<Record<Family, Reader<CountryRecord>>> = {};
  /**
   * Each address's answer, as given: a visitor's clicks and pages ask again and again, and a look-up
   * costs a BlockList check (a SocketAddress made each time) and a walk of the database's tree. The
   * databases never change while the process runs, so nothing is ever stale here.
   */
  private readonly countries = new LRUCache<string, string>({ max: ADDRESSES_KEPT });

  private constructor(private readonly databases: CountryDatabases) {}

  /** Checks that the databases are there (a broken install fails at start, not at a visitor's look-up). */
  static async open(databases: CountryDatabases = shippedCountryDatabases()): Promise<GeoService> {
    for (const file of Object.values(databases)) accessSync(file, fsConstants.R_OK);
    return new GeoService(databases);
  }

  /** The families whose database is in memory so far. */
  get loadedFamilies(): Family[] {
    return (Object.keys(this.readers) as Family[]).sort();
  }

  private readerOf(family: Family): Reader<CountryRecord> {
    // Read synchronously once (a few ms): the look-ups stay synchronous for the click writer and pages.
    this.readers[family] ??= new Reader<CountryRecord>(readFileSync(this.databases[family]), {
      cache: new LRUCache<number, object>({ max: 5000 }),
    });
    return this.readers[family];
  }

  /** Two-letter country code of a public address; null for private, loopback, unknown and invalid ones. */
  countryOf(ip: string | null | undefined): string | null {
    if (!ip) return null;
    const kept = this.countries.get(ip);
    if (kept !== undefined) return kept === NO_COUNTRY ? null : kept;
    const country = this.lookUp(ip);
    this.countries.set(ip, country ?? NO_COUNTRY);
    return country;
  }

  /** How many addresses' answers are kept (at most ADDRESSES_KEPT). */
  get addressesKept(): number {
    return this.countries.size;
  }

  private lookUp(ip: string): string | null {
    const address = unmapIPv4(ip);
    const version = isIP(address);
    if (version === 0) return null;
    const family = version === 4 ? 'ipv4' : 'ipv6';
    if (nowhere.check(address, family)) return null;
    const code = this.readerOf(family).get(address)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }

  continentOf(countryCode: string | null | undefined): ContinentCode | null {
    return continentOf(countryCode);
  }

  /** Nothing to release: the databases live in memory and go with the process. Kept for symmetry. */
  async close(): Promise<void> {}

  locate(ip: string | null | undefined): GeoLocation {
    const country = this.countryOf(ip);
    return { country_code: country, continent_code: continentOf(country) };
  }
}
