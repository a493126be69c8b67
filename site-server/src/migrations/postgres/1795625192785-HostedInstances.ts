import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HostedInstances1795625192785 implements MigrationInterface {
  name = 'HostedInstances1795625192785';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "hosted_instance" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(120) NOT NULL, "domain" character varying(253) NOT NULL, "clientId" character varying(64) NOT NULL, "databaseName" character varying(253) NOT NULL, "plan" character varying(60) NOT NULL, "state" character varying(12) NOT NULL DEFAULT 'running', "userId" integer NOT NULL, CONSTRAINT "PK_dfc863dae12645a6f571f8c0e02" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1e6c8455daf752efd8f5292221" ON "hosted_instance"  ("domain") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c8c209d79875f0a947d571d158" ON "hosted_instance"  ("clientId") `);
    await queryRunner.query(`CREATE INDEX "IDX_de39bf7ca17fe91ec3a53220c0" ON "hosted_instance"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "hosted_instance_rename" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "instanceId" integer NOT NULL, "fromDomain" character varying(253) NOT NULL, "toDomain" character varying(253) NOT NULL, "userId" integer NOT NULL, CONSTRAINT "PK_b8d86d02ac9240c4135396b87b7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ad68ba3082eb3a03d8396535bf" ON "hosted_instance_rename"  ("instanceId") `);
    await queryRunner.query(`ALTER TABLE "hosted_instance" ADD CONSTRAINT "FK_de39bf7ca17fe91ec3a53220c0e" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "hosted_instance_rename" ADD CONSTRAINT "FK_ad68ba3082eb3a03d8396535bf3" FOREIGN KEY ("instanceId") REFERENCES "hosted_instance"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hosted_instance_rename" DROP CONSTRAINT "FK_ad68ba3082eb3a03d8396535bf3"`);
    await queryRunner.query(`ALTER TABLE "hosted_instance" DROP CONSTRAINT "FK_de39bf7ca17fe91ec3a53220c0e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad68ba3082eb3a03d8396535bf"`);
    await queryRunner.query(`DROP TABLE "hosted_instance_rename"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_de39bf7ca17fe91ec3a53220c0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c8c209d79875f0a947d571d158"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1e6c8455daf752efd8f5292221"`);
    await queryRunner.query(`DROP TABLE "hosted_instance"`);
  }
}
