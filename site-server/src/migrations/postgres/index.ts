import { Init1795314635199 } from './1795314635199-Init';
import { LinkTracker1795316010008 } from './1795316010008-LinkTracker';

export const postgresMigrations = [Init1795314635199, LinkTracker1795316010008];
