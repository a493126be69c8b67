import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hosted instances and their renames (their tables made whole at once, with their keys). */
export class HostedInstances1795625191394 implements MigrationInterface {
  name = 'HostedInstances1795625191394';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "hosted_instance" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(120) NOT NULL, "domain" varchar(253) NOT NULL, "clientId" varchar(64) NOT NULL, "databaseName" varchar(253) NOT NULL, "plan" varchar(60) NOT NULL, "state" varchar(12) NOT NULL DEFAULT ('running'), "userId" integer NOT NULL, CONSTRAINT "FK_de39bf7ca17fe91ec3a53220c0e" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE TABLE "hosted_instance_rename" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "instanceId" integer NOT NULL, "fromDomain" varchar(253) NOT NULL, "toDomain" varchar(253) NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_ad68ba3082eb3a03d8396535bf3" FOREIGN KEY ("instanceId") REFERENCES "hosted_instance" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1e6c8455daf752efd8f5292221" ON "hosted_instance" ("domain") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c8c209d79875f0a947d571d158" ON "hosted_instance" ("clientId") `);
    await queryRunner.query(`CREATE INDEX "IDX_de39bf7ca17fe91ec3a53220c0" ON "hosted_instance" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_ad68ba3082eb3a03d8396535bf" ON "hosted_instance_rename" ("instanceId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "hosted_instance_rename"`);
    await queryRunner.query(`DROP TABLE "hosted_instance"`);
  }
}
