import type { NewsletterBlockView } from '@shared/newsletter/contract';
import type { NewsletterBlock } from '@shared/website/blocks';
import { NewsletterPopup } from './newsletter-popup';
import { NewsletterSignup } from './newsletter-signup';
import { NewsletterSubscribe } from './newsletter-subscribe';
import { useT } from '../../../core/site/shell-data';
import newsletterCss from './newsletter.css?url';
import type { BlockDefinition } from '../../../core/site/block-definition';

function NewsletterBlockComponent({
  block,
  data,
  editor,
}: {
  block: NewsletterBlock;
  data: NewsletterBlockView | null;
  editor: boolean;
}) {
  const t = useT();
  // A list that was deleted or made private: visitors see nothing, editors see why.
  if (!data)
    return editor ? (
      <p className="newsletter-block newsletter-block--missing">{t('newsletter.error.listMissing')}</p>
    ) : null;
  // Hoisted into the head with the site's other stylesheets, ahead of the scripts.
  const style = <link rel="stylesheet" href={newsletterCss} precedence="default" />;
  if (block.display === 'signup')
    return (
      <section className="newsletter-block" aria-label={block.title || data.listName}>
        {style}
        {block.title ? <h2 className="newsletter-block__title">{block.title}</h2> : null}
        <NewsletterSignup listId={data.listId} editor={editor} notice={data.notice} />
      </section>
    );
  if (block.display === 'popup')
    return (
      <>
        {style}
        <NewsletterPopup listId={data.listId} listName={data.listName} editor={editor} />
      </>
    );
  return (
    <section className="newsletter-block" aria-label={block.title || data.listName}>
      {style}
      {block.title ? <h2 className="newsletter-block__title">{block.title}</h2> : null}
      <NewsletterSubscribe
        listId={data.listId}
        initial={{ isSubscriber: data.isSubscriber, email: data.email, notice: data.notice }}
        editor={editor}
      />
    </section>
  );
}

/** The newsletter block of a page: the inline subscribe form, or the popup (SPEC §4). */
export const newsletterBlockDefinition: BlockDefinition<NewsletterBlock, NewsletterBlockView | null> = {
  type: 'newsletter',
  load: async (site, block) => (site.newsletter ? site.newsletter.block(block.listId) : null),
  Component: NewsletterBlockComponent,
};
