import type { LeadKind, LeadStage } from '@shared/leads/contract';
import { t, type AdminMessageKey } from '../../app/i18n';

const stageNames: Record<LeadStage, AdminMessageKey> = {
  new: 'admin.leads.stageNew',
  qualified: 'admin.leads.stageQualified',
  proposition: 'admin.leads.stageProposition',
  won: 'admin.leads.stageWon',
  lost: 'admin.leads.stageLost',
};

const kindNames: Record<LeadKind, AdminMessageKey> = {
  form: 'admin.leads.kindForm',
  lead: 'admin.leads.kindLead',
  demo: 'admin.leads.kindDemo',
  contact: 'admin.leads.kindContact',
};

/** A pipeline stage's name, in the person's language. */
export const leadStageName = (stage: LeadStage): string => t(stageNames[stage]);

/** How a lead came (a website form, the lead block…), in the person's language. */
export const leadKindName = (kind: LeadKind): string => t(kindNames[kind]);
