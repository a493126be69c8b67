export { linksEntities } from './entities';
