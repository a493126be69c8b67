import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CountryState } from './country-state.entity';

/** A country (res.country): its ISO code and how its addresses are written. Names come from Intl, per language. */
@Entity('country')
export class Country {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** ISO 3166-1 alpha-2. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 2 })
  code!: string;

  /** Google's address format: %A street, %C city, %S state, %Z postal code, %n a new line. */
  @Column({ type: 'varchar', length: 100 })
  addressFormat!: string;

  /** The parts an address must have (the same letters), e.g. 'ACSZ'. */
  @Column({ type: 'varchar', length: 10, default: '' })
  requiredParts!: string;

  /** The postal code's pattern, when the country has postal codes. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  zipPattern!: string | null;

  @OneToMany(() => CountryState, (state) => state.country)
  states?: Relation<CountryState[]>;
}
