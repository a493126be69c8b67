import type { HeaderStyle } from '../../../../shared/api/admin';
import { Column, Entity } from 'typeorm';
import { BaseRecord, CurrencyColumn } from '../../core/db/columns';

@Entity('company')
export class Company extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  email!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  phone!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  street!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  zip!: string;

  @Column({ type: 'varchar', length: 2, default: '' })
  countryCode!: string;

  @CurrencyColumn()
  currency!: string;

  @Column({ type: 'varchar', length: 10, default: 'en_US' })
  defaultLang!: string;

  /** Language codes the site offers. */
  @Column({ type: 'simple-json', default: '["en_US","fr_FR","es_ES"]' })
  languages!: string[];

  /** How the site's header behaves: the shop's (sticks at 300 px) or the marketing site's (120 px, folds at 1199 px). */
  @Column({ type: 'varchar', length: 12, default: 'shop' })
  headerStyle!: HeaderStyle;

  /** sha256 of the logo in the file store. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  logoSha!: string | null;
}
