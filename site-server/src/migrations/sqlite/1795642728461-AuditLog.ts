import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795642728461 implements MigrationInterface {
  name = 'AuditLog1795642728461';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_entry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL DEFAULT (datetime('now')), "userId" integer, "userName" varchar(200) NOT NULL DEFAULT (''), "ip" varchar(64), "action" varchar(24) NOT NULL, "model" varchar(100) NOT NULL, "recordId" varchar(64), "recordName" varchar(300) NOT NULL DEFAULT (''), "changes" text NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_model" ON "audit_entry" ("model", "at") `);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_user" ON "audit_entry" ("userId", "at") `);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_at" ON "audit_entry" ("at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_audit_entry_at"`);
    await queryRunner.query(`DROP INDEX "idx_audit_entry_user"`);
    await queryRunner.query(`DROP INDEX "idx_audit_entry_model"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
