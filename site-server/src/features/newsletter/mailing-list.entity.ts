import { Column, Entity } from 'typeorm';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/** mailing.list: a list visitors subscribe to, with the text of its newsletter popup. */
@Entity('mailing_list')
export class MailingList extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Open to subscriptions from the website (blocks, popup, forms); a private list is back office only. */
  @Column({ type: 'boolean', default: true })
  isPublic!: boolean;

  /** The popup's title and text, one value per language. */
  @TranslatedColumn()
  popupTitle!: Translated;

  @TranslatedColumn()
  popupText!: Translated;

  /** Where the popup sends the visitor after subscribing (a local path or an http(s) URL). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  redirectUrl!: string | null;
}
