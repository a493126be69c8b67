export const postgresMigrations = [];
