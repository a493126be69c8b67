import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1795597826391 implements MigrationInterface {
  name = 'TwoFactor1795597826391';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "user_two_factor" ("userId" integer PRIMARY KEY NOT NULL, "secret" varchar(64) NOT NULL, "enabledAt" datetime, "lastStep" integer, "recoveryCodeHashes" text NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_2cbb5b2d99e69fabcd8a5a0fdb0" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_two_factor"`);
  }
}
