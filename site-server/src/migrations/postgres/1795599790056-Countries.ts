import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Countries1795599790056 implements MigrationInterface {
  name = 'Countries1795599790056';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "country" ("id" SERIAL NOT NULL, "code" character varying(2) NOT NULL, "addressFormat" character varying(100) NOT NULL, "requiredParts" character varying(10) NOT NULL DEFAULT '', "zipPattern" character varying(2000), CONSTRAINT "PK_bf6e37c231c4f4ea56dcd887269" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ff4c23dc9a3f3856555bd8618" ON "country"  ("code") `);
    await queryRunner.query(`CREATE TABLE "country_state" ("id" SERIAL NOT NULL, "countryId" integer NOT NULL, "code" character varying(40) NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "PK_d3768279d2eed5508461694c82b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5637ea3dfbb1eee733fc3a398c" ON "country_state"  ("countryId", "code") `);
    await queryRunner.query(`ALTER TABLE "country_state" ADD CONSTRAINT "FK_ea37e26ecd4e7e0067334cce672" FOREIGN KEY ("countryId") REFERENCES "country"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "country_state" DROP CONSTRAINT "FK_ea37e26ecd4e7e0067334cce672"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5637ea3dfbb1eee733fc3a398c"`);
    await queryRunner.query(`DROP TABLE "country_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8ff4c23dc9a3f3856555bd8618"`);
    await queryRunner.query(`DROP TABLE "country"`);
  }
}
