import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLanguage1795767212258 implements MigrationInterface {
  name = 'UserLanguage1795767212258';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`CREATE TABLE "temporary_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL, CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "user"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`ALTER TABLE "temporary_user" RENAME TO "user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`CREATE TABLE "temporary_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10), "companyId" integer NOT NULL, CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "user"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`ALTER TABLE "temporary_user" RENAME TO "user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Users without a language of their own go back to English, the column's old default.
    await queryRunner.query(`UPDATE "user" SET "lang" = 'en_US' WHERE "lang" IS NULL`);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`ALTER TABLE "user" RENAME TO "temporary_user"`);
    await queryRunner.query(`CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL, CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "temporary_user"`);
    await queryRunner.query(`DROP TABLE "temporary_user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`ALTER TABLE "user" RENAME TO "temporary_user"`);
    await queryRunner.query(`CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL, CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "temporary_user"`);
    await queryRunner.query(`DROP TABLE "temporary_user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
  }
}
