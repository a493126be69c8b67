import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/** Host names every server answers to, whatever ALLOWED_HOSTS leaves out by default. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Listening on every interface names no host: the server then calls itself localhost. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

type AddressConfig = Pick<Config, 'publicUrl' | 'allowedHosts' | 'host' | 'port' | 'trustProxy'> &
  Partial<Pick<Config, 'linkHost'>>;

/**
 * The site's own address. Every absolute URL (e-mail links, short links, canonical, sitemap) is
 * built from it, never from a request's Host header, which the sender chooses; and a request
 * naming a host that is not the site's is refused before anything reads it.
 */
export class PublicAddress {
  private listeningUrl: string | null = null;
  private allowed: ReadonlySet<string>;

  constructor(private readonly config: AddressConfig) {
    this.allowed = this.allowList();
  }

  /** The public origin without a trailing slash: PUBLIC_URL, else the address the server listens on. */
  get url(): string {
    return (
      this.config.publicUrl ?? this.listeningUrl ?? `http://${urlHost(this.config.host)}:${this.config.port}`
    );
  }

  /** Cookies are Secure and HSTS is sent when the public address is https. */
  get isHttps(): boolean {
    return this.url.startsWith('https:');
  }

  /** Called once the server listens: without PUBLIC_URL, that address is the public one. */
  listened(host: string, port: number): string {
    this.listeningUrl = `http://${urlHost(host)}:${port}`;
    this.allowed = this.allowList(host);
    return this.listeningUrl;
  }

  /** Whether the request's Host (and, behind a trusted proxy, X-Forwarded-Host) names this site. */
  allows(req: IncomingMessage): boolean {
    if (this.allowed.has('*')) return true;
    if (!this.allowsHost(req.headers.host)) return false;
    const forwarded = this.config.trustProxy === false ? undefined : req.headers['x-forwarded-host'];
    return forwarded === undefined || this.allowsHost(String(forwarded).split(',')[0]!.trim());
  }

  private allowsHost(header: string | undefined): boolean {
    // HTTP/1.0 may omit Host; nothing is built from it, so there is nothing to poison.
    if (header === undefined) return true;
    const name = hostName(header);
    if (name === null) return false;
    if (this.allowed.has(name)) return true;
    for (const entry of this.allowed)
      if (entry.startsWith('.') && (name === entry.slice(1) || name.endsWith(entry))) return true;
    return false;
  }

  private allowList(listeningHost = this.config.host): ReadonlySet<string> {
    // The short links' host (LINK_HOST) is always allowed: only redirects answer there (features/links).
    const linkHosts = this.config.linkHost ? [this.config.linkHost] : [];
    if (this.config.allowedHosts) return new Set([...this.config.allowedHosts, ...LOCAL_HOSTS, ...linkHosts]);
    const hosts = new Set([...LOCAL_HOSTS, ...linkHosts]);
    if (this.config.publicUrl) hosts.add(new URL(this.config.publicUrl).hostname.toLowerCase());
    if (!ANY_ADDRESS.has(listeningHost)) hosts.add(urlHost(listeningHost).toLowerCase());
    return hosts;
  }
}

/** An address as it stands in a URL: IPv6 in brackets; any-address as localhost. */
function urlHost(host: string): string {
  if (ANY_ADDRESS.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The host name of a Host header ('Shop.example:8080' → 'shop.example'), or null when it is malformed. */
export function hostName(header: string): string | null {
  const value = header.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9\-._~%]+?)\.?(?::(\d{1,5}))?$/.exec(value);
  return match ? match[1]! : null;
}
