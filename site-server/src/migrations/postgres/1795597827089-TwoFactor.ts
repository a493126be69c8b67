import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1795597827089 implements MigrationInterface {
  name = 'TwoFactor1795597827089';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "user_two_factor" ("userId" integer NOT NULL, "secret" character varying(64) NOT NULL, "enabledAt" TIMESTAMP WITH TIME ZONE, "lastStep" integer, "recoveryCodeHashes" text NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2cbb5b2d99e69fabcd8a5a0fdb0" PRIMARY KEY ("userId"))`);
    await queryRunner.query(`ALTER TABLE "user_two_factor" ADD CONSTRAINT "FK_2cbb5b2d99e69fabcd8a5a0fdb0" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_two_factor" DROP CONSTRAINT "FK_2cbb5b2d99e69fabcd8a5a0fdb0"`);
    await queryRunner.query(`DROP TABLE "user_two_factor"`);
  }
}
