import { Init1795314634245 } from './1795314634245-Init';
import { LinkTracker1795316008615 } from './1795316008615-LinkTracker';

export const sqliteMigrations = [Init1795314634245, LinkTracker1795316008615];
