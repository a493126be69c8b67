import type { FormBlock } from '@shared/contracts/website-blocks';
import type { PublicForm } from '@shared/contracts/forms';
import { t, type LangCode } from '@shared/i18n';
import { WebsiteForm } from '../components/forms/website-form';
import type { BlockDefinition } from './block-definition';

/** What the form block loads on the server: the form, the page's csrf_token, whether a plain post just succeeded. */
export interface FormBlockData {
  form: PublicForm | null;
  csrfToken: string;
  sent: boolean;
  pageUrl: string | null;
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
      pageUrl: site.forms?.pageUrl ?? null,
      lang: site.lang,
    };
  },
  Component({ data, editor }) {
    if (!data.form)
      return editor ? <p className="notice notice--warning">{t(data.lang, 'forms.missing')}</p> : null;
    return (
      <WebsiteForm
        form={data.form}
        csrfToken={data.csrfToken}
        sent={data.sent}
        editor={editor}
        pageUrl={data.pageUrl ?? undefined}
      />
    );
  },
};
