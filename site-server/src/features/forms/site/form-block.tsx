import type { FormBlock } from '@shared/website/blocks';
import { useLocation } from 'react-router';
import { FORM_SENT_PARAM, type PublicForm } from '@shared/forms/contract';
import { t, type LangCode } from '@shared/i18n';
import { WebsiteForm } from './website-form';
import type { BlockDefinition } from '../../../core/site/block-definition';

/** What the form block loads on the server: the form, the page's csrf_token, whether a plain post just succeeded. */
export interface FormBlockData {
  form: PublicForm | null;
  csrfToken: string;
  sent: boolean;
  lang: LangCode;
}

/** The form block: a website form built in the back office (SPEC §2 "Website forms"). */
export const formBlockDefinition: BlockDefinition<FormBlock, FormBlockData> = {
  type: 'form',
  async load(site, block) {
    const form = (await site.forms?.definition(block.formId)) ?? null;
    return {
      form,
      csrfToken: site.csrfToken,
      sent: form ? (site.forms?.wasSent(form.id) ?? false) : false,
      lang: site.lang,
    };
  },
  Component({ data, editor }) {
    const location = useLocation();
    if (!data.form)
      return editor ? <p className="notice notice--warning">{t(data.lang, 'forms.missing')}</p> : null;
    return (
      <WebsiteForm
        form={data.form}
        csrfToken={data.csrfToken}
        sent={data.sent}
        editor={editor}
        pageUrl={pageUrlOf(location.pathname, location.search)}
      />
    );
  },
};

/** The page the form is on (path and query, without form_sent): the post keeps it with the submission. */
function pageUrlOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(FORM_SENT_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
