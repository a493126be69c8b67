import type { CompanyProfile as Company } from '../../core/company';

/**
 * schema.org Organization of the company the site speaks for (name, address, contact, logo), for the
 * home page's JSON-LD. Empty settings are left out rather than sent blank.
 */
export function organizationJsonLd(
  company: Pick<Company, 'name' | 'email' | 'phone' | 'street' | 'zip' | 'city' | 'countryCode'>,
  publicUrl: string,
  logoPath: string | null,
): Record<string, unknown> {
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: company.street,
    postalCode: company.zip,
    addressLocality: company.city,
    addressCountry: company.countryCode.toUpperCase(),
  });
  const contact = compact({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    email: company.email,
    telephone: company.phone,
  });
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${publicUrl}/`,
    logo: logoPath ? `${publicUrl}${logoPath}` : '',
    email: company.email,
    telephone: company.phone,
    address: Object.keys(address).length > 1 ? address : undefined,
    contactPoint: Object.keys(contact).length > 2 ? contact : undefined,
  });
}

function compact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}
