import type { ChatterMessage } from '@shared/chatter/contract';
import type { Translate } from '../../../core/site/shell-data';
import { Stars } from '../../ratings/site';

const messageDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "May 3, 2026" in the page's language; in UTC, so the server and the browser write the same. One
 * format per language, not one per message (making it costs far more than using it).
 */
function messageDate(iso: string, lang: string): string {
  let format = messageDateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang.replace('_', '-'), { dateStyle: 'medium', timeZone: 'UTC' });
    if (messageDateFormats.size >= 50) messageDateFormats.clear();
    messageDateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** One message: avatar, author, date, stars, and the text as typed (escaped, line breaks kept). */
export function ChatterMessageItem({
  message,
  t,
  lang,
  publisherTools,
  onToggleHidden,
}: {
  message: ChatterMessage;
  t: Translate;
  lang: string;
  /** Publishers hide and show messages (with JavaScript). */
  publisherTools: boolean;
  onToggleHidden: (message: ChatterMessage) => void;
}) {
  return (
    <li
      className={`chatter-message${message.is_hidden ? ' chatter-message--hidden' : ''}`}
      data-message-id={message.id}
    >
      <img
        className="chatter-message__avatar"
        src={message.author_avatar_url}
        alt=""
        width={50}
        height={50}
        loading="lazy"
      />
      <div className="chatter-message__main">
        <p className="chatter-message__meta">
          <strong className="chatter-message__author">{message.author_name}</strong>
          <time dateTime={message.date}>{messageDate(message.date, lang)}</time>
          {message.is_hidden ? <span className="chatter-message__badge">{t('chatter.hidden')}</span> : null}
        </p>
        {message.rating_value !== null && message.rating_value > 0 ? (
          <Stars value={message.rating_value} t={t} lang={lang} />
        ) : null}
        <p className="chatter-message__body">{message.body}</p>
        {publisherTools ? (
          <button type="button" className="chatter-message__toggle" onClick={() => onToggleHidden(message)}>
            {message.is_hidden ? t('chatter.unhide') : t('chatter.hide')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
