import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Countries1795599788723 implements MigrationInterface {
  name = 'Countries1795599788723';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "country" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(2) NOT NULL, "addressFormat" varchar(100) NOT NULL, "requiredParts" varchar(10) NOT NULL DEFAULT (''), "zipPattern" varchar(2000))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ff4c23dc9a3f3856555bd8618" ON "country" ("code") `);
    await queryRunner.query(`CREATE TABLE "country_state" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "countryId" integer NOT NULL, "code" varchar(40) NOT NULL, "name" varchar(100) NOT NULL, CONSTRAINT "FK_ea37e26ecd4e7e0067334cce672" FOREIGN KEY ("countryId") REFERENCES "country" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5637ea3dfbb1eee733fc3a398c" ON "country_state" ("countryId", "code") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5637ea3dfbb1eee733fc3a398c"`);
    await queryRunner.query(`DROP TABLE "country_state"`);
    await queryRunner.query(`DROP INDEX "IDX_8ff4c23dc9a3f3856555bd8618"`);
    await queryRunner.query(`DROP TABLE "country"`);
  }
}
