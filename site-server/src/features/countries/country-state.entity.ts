import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Country } from './country.entity';

/** A state, province or region of a country (res.country.state). */
@Entity('country_state')
@Index(['countryId', 'code'], { unique: true })
export class CountryState {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  countryId!: number;

  @ManyToOne(() => Country, (country) => country.states, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'countryId' })
  country?: Relation<Country>;

  /** The state's code within its country (ISO 3166-2 without the country part, e.g. 'CA'; a few are names). */
  @Column({ type: 'varchar', length: 40 })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}
