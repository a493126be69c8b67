import { FormSubmissionRecord } from './form-submission.entity';
import { WebsiteForm } from './website-form.entity';

export const formsEntities = [WebsiteForm, FormSubmissionRecord];
