import { describe, expect, it } from 'vitest';
import type { PublicForm } from '@shared/forms/contract';
import { dateProblem, outcomeOf } from './website-form-behaviour';

const form = (lang: string, dateFormat: string): PublicForm => ({
  id: 1,
  name: 'Quote',
  model: 'crm.lead',
  fields: [],
  success: { kind: 'message', message: '' },
  lang,
  dateFormat,
  timeFormat: '%H:%M:%S',
});

describe('dateProblem', () => {
  it('checks dates strictly in the page language format (SPEC §5)', () => {
    expect(dateProblem(form('en_US', '%m/%d/%Y'), 'date', '12/31/2030')).toBeNull();
    expect(dateProblem(form('en_US', '%m/%d/%Y'), 'date', '31/12/2030')).toBe(
      "'31/12/2030' is not a correct date",
    );
    expect(dateProblem(form('fr_FR', '%d/%m/%Y'), 'date', '12/31/2030')).toBe(
      "'12/31/2030' n'est pas une date correcte",
    );
    expect(dateProblem(form('es_ES', '%d/%m/%Y'), 'datetime', '31/12/2030 25:00')).toBe(
      "'31/12/2030 25:00' no es una fecha y hora correcta",
    );
    expect(dateProblem(form('en_US', '%m/%d/%Y'), 'datetime', '12/31/2030 23:59:00')).toBeNull();
    expect(dateProblem(form('en_US', '%m/%d/%Y'), 'datetime', '31/12/2030 23:59:00')).toBe(
      "'31/12/2030 23:59:00' is not a correct datetime",
    );
    expect(dateProblem(form('en_US', '%m/%d/%Y'), 'datetime', ' ')).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('reads the answers of POST /website/form/{model}', () => {
    expect(outcomeOf(200, { id: 4 }, 'en_US')).toEqual({ kind: 'success', id: 4 });
    expect(outcomeOf(400, { error_fields: { email: 'Bad' } }, 'en_US')).toEqual({
      kind: 'invalid',
      fields: { email: 'Bad' },
    });
    expect(outcomeOf(429, { error: 'Too many' }, 'en_US')).toEqual({ kind: 'error', message: 'Too many' });
    expect(outcomeOf(500, null, 'fr_FR')).toEqual({
      kind: 'error',
      message: "Une erreur s'est produite, le formulaire n'a pas été envoyé.",
    });
  });
});
