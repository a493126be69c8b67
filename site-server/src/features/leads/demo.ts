import { In, type EntityManager } from 'typeorm';
import type { LeadKind, LeadStage } from '../../../../shared/leads/contract';
import type { DemoData } from '../../core/demo';
import type { StatsService } from '../../core/stats';
import { countLead } from './lead-statistics';
import { Lead } from './lead.entity';

export const DEMO_LEAD = 'crm.lead';

const DAY_MS = 86_400_000;

interface DemoLead {
  kind: LeadKind;
  stage: LeadStage;
  daysAgo: number;
  name: string;
  contactName: string;
  emailFrom: string;
  companyName?: string;
  description: string;
  pageUrl: string;
  countryCode: string;
  utmCampaign?: string;
}

/** Leads of the last six weeks, from each of the site's forms, at every stage of the pipeline. */
const demoLeads: DemoLead[] = [
  {
    kind: 'demo',
    stage: 'new',
    daysAgo: 1,
    name: 'Demo request — Bright Bakery',
    contactName: 'Sofia Rossi',
    emailFrom: 'sofia.rossi@example.com',
    companyName: 'Bright Bakery',
    description: 'We would like to see the shop and the customer portal.',
    pageUrl: '/request-a-demo',
    countryCode: 'IT',
  },
  {
    kind: 'contact',
    stage: 'new',
    daysAgo: 2,
    name: 'Contact — Paul Martin',
    contactName: 'Paul Martin',
    emailFrom: 'paul.martin@example.com',
    description: 'Do you deliver to Belgium?',
    pageUrl: '/contactus',
    countryCode: 'BE',
  },
  {
    kind: 'lead',
    stage: 'qualified',
    daysAgo: 6,
    name: 'Office fit-out for 12 people',
    contactName: 'Hannah Weber',
    emailFrom: 'hannah.weber@example.com',
    companyName: 'Weber Architekten',
    description: 'Twelve desks, chairs and storage for our new office in May.',
    pageUrl: '/contactus',
    countryCode: 'DE',
    utmCampaign: 'Spring sale',
  },
  {
    kind: 'form',
    stage: 'proposition',
    daysAgo: 12,
    name: 'Request a quote — Green Studio',
    contactName: 'Liam Walsh',
    emailFrom: 'liam.walsh@example.com',
    companyName: 'Green Studio',
    description: 'Services: website, online shop.',
    pageUrl: '/contactus',
    countryCode: 'IE',
  },
  {
    kind: 'demo',
    stage: 'won',
    daysAgo: 19,
    name: 'Demo request — Nordic Print',
    contactName: 'Ingrid Olsen',
    emailFrom: 'ingrid.olsen@example.com',
    companyName: 'Nordic Print',
    description: 'Interested in the link tracker and the newsletter.',
    pageUrl: '/request-a-demo',
    countryCode: 'NO',
    utmCampaign: 'Newsletter',
  },
  {
    kind: 'lead',
    stage: 'lost',
    daysAgo: 27,
    name: 'Standing desks for a school',
    contactName: 'Carlos Ruiz',
    emailFrom: 'carlos.ruiz@example.com',
    description: 'Thirty standing desks, delivered before September.',
    pageUrl: '/contactus',
    countryCode: 'ES',
  },
  {
    kind: 'contact',
    stage: 'qualified',
    daysAgo: 34,
    name: 'Contact — Aiko Tanaka',
    contactName: 'Aiko Tanaka',
    emailFrom: 'aiko.tanaka@example.com',
    description: 'Can the oak desk be made 140 cm wide?',
    pageUrl: '/contactus',
    countryCode: 'JP',
  },
  {
    kind: 'form',
    stage: 'new',
    daysAgo: 41,
    name: 'Request a quote — Café Lumière',
    contactName: 'Claire Lefèvre',
    emailFrom: 'claire.lefevre@example.com',
    companyName: 'Café Lumière',
    description: 'Services: hosting.',
    pageUrl: '/contactus',
    countryCode: 'FR',
  },
];

/**
 * Demo leads (SEED_DEMO) for the pipeline and the dashboard, each counted as a lead the site receives
 * is, on the day it came. Marked as demo data.
 */
export async function seedLeadsDemo(
  em: EntityManager,
  deps: { demo: DemoData; stats: StatsService },
): Promise<void> {
  const made: number[] = [];
  for (const demo of demoLeads) {
    const created = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const lead = await em.getRepository(Lead).save(
      em.getRepository(Lead).create({
        kind: demo.kind,
        stage: demo.stage,
        name: demo.name,
        contactName: demo.contactName,
        emailFrom: demo.emailFrom,
        phone: null,
        description: demo.description,
        pageUrl: demo.pageUrl,
        ipAddress: null,
        countryCode: demo.countryCode,
        utmCampaign: demo.utmCampaign ?? '',
        companyName: demo.companyName ?? '',
        verified: demo.kind === 'demo',
        created,
      }),
    );
    await countLead(deps.stats, em, lead);
    made.push(lead.id);
  }
  await deps.demo.mark(em, DEMO_LEAD, made);
}

/** Removes demo leads, taking back what they added to the statistics (in the stage each is in now). */
export async function removeDemoLeads(
  em: EntityManager,
  ids: readonly number[],
  stats: StatsService,
): Promise<void> {
  if (!ids.length) return;
  const leads = await em.getRepository(Lead).findBy({ id: In([...ids]) });
  for (const lead of leads) await countLead(stats, em, lead, -1);
  await em.getRepository(Lead).delete({ id: In([...ids]) });
}
