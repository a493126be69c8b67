import type { Router } from 'express';
import type { z } from 'zod';
import type { OutboxMail as OutboxMailAnswer, OutboxPage, OutboxRow } from '../../../../shared/api/admin';
import { outboxAdminCalls as calls } from '../../../../shared/api/core-calls';
import { actorOf, type AuditLog } from '../audit';
import type { TransactionRunner } from '../db/transaction';
import { ValidationError } from '../errors';
import type { MailService } from './mail.service';
import type { OutboxMail } from './outbox-mail.entity';

export const OUTBOX_PAGE_SIZE = 50;

export function outboxRow(mail: OutboxMail): OutboxRow {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    state: mail.state,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.created.toISOString(),
    sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
  };
}

export function outboxMailAnswer(mail: OutboxMail): OutboxMailAnswer {
  return { ...outboxRow(mail), from: mail.from, text: mail.text, html: mail.html };
}

/** Parses request input with a contract schema; a mismatch becomes a ValidationError naming the field. */
function parse<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || what;
    fields[field] ??= issue.message;
  }
  const described = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new ValidationError(`Invalid ${what} (${described}).`, fields);
}

/** `?state=&page=`: an empty value means "not given" (the contract's page param alone would refuse ''). */
function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * The outbox in the back office (admin only: the lead mounts this router under /api/admin behind
 * requireRole('admin')): the calls of outboxAdminCalls, with their own error texts (no route kit).
 */
export function mailAdminRoutes(
  router: Router,
  {
    mail,
    transaction,
    audit,
  }: { mail: MailService; transaction: TransactionRunner; audit?: Pick<AuditLog, 'record'> },
): void {
  router.get(calls.list.path, async (req, res) => {
    const query = parse(calls.list.query, withoutEmptyValues(req.query), 'query');
    const page = await transaction((em) =>
      mail.list(em, { state: query.state, page: query.page, pageSize: OUTBOX_PAGE_SIZE }),
    );
    const answer: OutboxPage = { ...page, items: page.items.map(outboxRow) };
    res.json(answer);
  });

  router.get(calls.get.path, async (req, res) => {
    const { id } = parse(calls.get.params, req.params, 'mail id');
    const found = await transaction((em) => mail.get(em, id));
    res.json(outboxMailAnswer(found));
  });

  router.post(calls.resend.path, async (req, res) => {
    const { id } = parse(calls.resend.params, req.params, 'mail id');
    const queued = await transaction(async (em) => {
      const again = await mail.resend(em, id);
      await audit?.record(em, {
        action: 'send',
        model: 'outbox_mail',
        recordId: again.id,
        recordName: again.subject,
        changes: [
          { field: 'to', before: null, after: again.to },
          { field: 'messages', before: null, after: '1 (sent again)' },
        ],
        actor: actorOf(req),
      });
      return again;
    });
    res.json(outboxRow(queued));
  });
}
