import { Init1795314634245 } from './1795314634245-Init';

export const sqliteMigrations = [Init1795314634245];
