/**
 * The daily statistics (core/stats) of the records a database already holds when it is upgraded to them:
 * what the features would have counted on write, computed once from the tables (clicks by people,
 * confirmed orders with their revenue and products, leads, confirmed newsletter subscriptions). Orders in
 * another currency count at their face value (the rates of their day are not kept). Links that brought
 * visitors were not remembered before: attribution starts with the upgrade.
 */
export function statisticsBackfill(dialect: {
  /** The server's local date of a timestamp column, as 'YYYY-MM-DD'. */
  localDay: (column: string) => string;
  true: string;
}): string[] {
  const { localDay } = dialect;
  const insert = (metric: string, dimension: string, day: string, value: string, from: string) =>
    `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") SELECT '${metric}', ${dimension}, ${day}, ${value} ${from} GROUP BY 2, 3`;
  const humanClicks = `FROM "link_click" WHERE "isBot" <> ${dialect.true}`;
  const confirmed = `FROM "sale_order" o WHERE o."state" IN ('sale', 'done') AND o."confirmedAt" IS NOT NULL`;
  const clickDay = localDay('"created"');
  const orderDay = localDay('o."confirmedAt"');
  return [
    insert('clicks', "''", clickDay, 'COUNT(*)', humanClicks),
    insert('clicks.country', `COALESCE("countryCode", '')`, clickDay, 'COUNT(*)', humanClicks),
    insert('clicks.link', `CAST("linkId" AS varchar(20))`, clickDay, 'COUNT(*)', humanClicks),
    insert('orders', "''", orderDay, 'COUNT(*)', confirmed),
    insert('revenue', "''", orderDay, 'SUM(o."amountUntaxed")', confirmed),
    insert('revenue.campaign', 'o."campaign"', orderDay, 'SUM(o."amountUntaxed")', confirmed),
    insert(
      'product.units',
      `CAST(l."templateId" AS varchar(20))`,
      orderDay,
      'SUM(l."quantity")',
      `FROM "sale_order" o JOIN "sale_order_line" l ON l."orderId" = o."id" AND l."kind" = 'product' AND l."templateId" IS NOT NULL WHERE o."state" IN ('sale', 'done') AND o."confirmedAt" IS NOT NULL`,
    ),
    insert(
      'product.revenue',
      `CAST(l."templateId" AS varchar(20))`,
      orderDay,
      'SUM(l."subtotal")',
      `FROM "sale_order" o JOIN "sale_order_line" l ON l."orderId" = o."id" AND l."kind" = 'product' AND l."templateId" IS NOT NULL WHERE o."state" IN ('sale', 'done') AND o."confirmedAt" IS NOT NULL`,
    ),
    insert('leads', "''", localDay('"created"'), 'COUNT(*)', `FROM "crm_lead"`),
    `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") SELECT 'leads.stage', "stage", '', COUNT(*) FROM "crm_lead" GROUP BY 2`,
    insert('demo_requests', "''", localDay('"created"'), 'COUNT(*)', `FROM "crm_lead" WHERE "kind" = 'demo'`),
    insert(
      'newsletter_signups',
      "''",
      localDay('"subscribedAt"'),
      'COUNT(*)',
      `FROM "mailing_contact" WHERE "isSubscriber" = ${dialect.true}`,
    ),
  ];
}

/** The server's time zone for PostgreSQL's AT TIME ZONE (IANA names only; UTC otherwise). */
export function serverTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return /^[A-Za-z0-9_+\-/]+$/.test(zone) ? zone : 'UTC';
}
