export const sqliteMigrations = [];
