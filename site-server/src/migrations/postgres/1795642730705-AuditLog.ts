import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795642730705 implements MigrationInterface {
  name = 'AuditLog1795642730705';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_entry" ("id" SERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" integer, "userName" character varying(200) NOT NULL DEFAULT '', "ip" character varying(64), "action" character varying(24) NOT NULL, "model" character varying(100) NOT NULL, "recordId" character varying(64), "recordName" character varying(300) NOT NULL DEFAULT '', "changes" text NOT NULL, CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_model" ON "audit_entry"  ("model", "at") `);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_user" ON "audit_entry"  ("userId", "at") `);
    await queryRunner.query(`CREATE INDEX "idx_audit_entry_at" ON "audit_entry"  ("at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_audit_entry_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_entry_user"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_entry_model"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
