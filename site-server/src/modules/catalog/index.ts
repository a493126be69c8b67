export { catalogEntities } from './entities';
