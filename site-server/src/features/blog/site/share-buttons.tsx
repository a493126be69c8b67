import { useT } from '../../../core/site/shell-data';
import { shareLinks } from './share-links';

const networks = [
  { key: 'twitter', label: 'blog.share.twitter', text: 'X' },
  { key: 'facebook', label: 'blog.share.facebook', text: 'Facebook' },
  { key: 'linkedin', label: 'blog.share.linkedin', text: 'LinkedIn' },
  { key: 'whatsapp', label: 'blog.share.whatsapp', text: 'WhatsApp' },
  { key: 'email', label: 'blog.share.email', text: 'E-mail' },
] as const;

/** Share buttons for four social networks (SPEC §2) and e-mail, as plain links (the networks in a new tab). */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const t = useT();
  const links = shareLinks(title, url);
  return (
    <nav className="blog-share" aria-label={t('blog.share')}>
      <span className="blog-share__label">{t('blog.share')}</span>
      {networks.map((network) => (
        <a
          key={network.key}
          className={`blog-share__link blog-share__link--${network.key}`}
          href={links[network.key]}
          title={t(network.label)}
          aria-label={t(network.label)}
          data-network={network.key}
          {...(network.key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {network.text}
        </a>
      ))}
    </nav>
  );
}
