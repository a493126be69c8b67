export {
  GeoService,
  shippedCountryDatabases,
  type CountryDatabases,
  unmapIPv4,
  type GeoLocation,
} from './geo.service';
export { geoRoutes } from './geo.routes';
