/** The link tracker pages' own rules, without a server: create offers, paths, ticks, messages. */
import { describe, expect, it } from 'vitest';
import { LINK_CHART_TICKS, linkMessages } from '@shared/links/contract';
import { en_US } from '@shared/i18n/en_US';
import {
  choiceOfText,
  matchingOptions,
  offersCreate,
} from '../../../core/site/components/select-with-create';
import { RpcError } from '../../../core/site/json-rpc';
import { translator } from '../../../core/site/shell-data';
import { tickAmount } from './link-charts';
import { statisticsCode, statisticsPath } from './paths';
import { renameErrorText } from './recent-links';
import { creationErrorText } from './tracked-link-form';

const campaigns = [
  { id: 1, name: 'Black Friday' },
  { id: 2, name: 'Spring sale' },
];

describe('select with create (SPEC §5)', () => {
  it("offers Create '%s' only for a name that does not exist, compared case-insensitively", () => {
    expect(offersCreate(campaigns, 'Summer')).toBe(true);
    expect(offersCreate(campaigns, 'black friday')).toBe(false);
    expect(offersCreate(campaigns, '  SPRING SALE ')).toBe(false);
    expect(offersCreate(campaigns, 'Spring')).toBe(true);
    expect(offersCreate(campaigns, '   ')).toBe(false);
    expect(offersCreate([], 'First')).toBe(true);
  });

  it('filters the values by the typed text, case-insensitively', () => {
    expect(matchingOptions(campaigns, 'FRI').map((option) => option.id)).toEqual([1]);
    expect(matchingOptions(campaigns, '').map((option) => option.id)).toEqual([1, 2]);
    expect(matchingOptions(campaigns, 'winter')).toEqual([]);
  });
});

describe('typed text in a select (SPEC §5: never dropped)', () => {
  it('is the value of that name in any case, else a new one, else nothing', () => {
    expect(choiceOfText(campaigns, ' spring SALE ', true)).toEqual({ id: 2, name: 'Spring sale' });
    expect(choiceOfText(campaigns, ' Summer ', true)).toEqual({ id: null, name: 'Summer' });
    expect(choiceOfText(campaigns, 'Summer', false)).toBeNull();
    expect(choiceOfText(campaigns, '   ', true)).toBeNull();
  });
});

describe('statistics path', () => {
  it('reads the code of /r/{code}+ and refuses anything else', () => {
    expect(statisticsCode('abc_D-9+')).toBe('abc_D-9');
    expect(statisticsCode('abc')).toBeNull();
    expect(statisticsCode('+')).toBeNull();
    expect(statisticsCode('a/b+')).toBeNull();
    expect(statisticsCode('a b+')).toBeNull();
    expect(statisticsCode(`${'x'.repeat(65)}+`)).toBeNull();
    expect(statisticsCode(undefined)).toBeNull();
    expect(statisticsPath('promo')).toBe('/r/promo+');
  });
});

describe('chart ticks (SPEC §9)', () => {
  it('uses about 10 ticks for all time and one per day for the 30- and 7-day periods', () => {
    expect(tickAmount('all', 400)).toBe(LINK_CHART_TICKS - 1);
    expect(tickAmount('all', 4)).toBe(3);
    expect(tickAmount('month', 30)).toBe(29);
    expect(tickAmount('week', 7)).toBe(6);
  });
});

describe('messages (SPEC §8)', () => {
  const t = translator('en_US');

  it('keeps the spec texts exactly in the English catalog', () => {
    expect(en_US['links.emptyUrl']).toBe(linkMessages.emptyUrl);
    expect(en_US['links.urlNotFound']).toBe(linkMessages.urlNotFound);
    expect(en_US['links.createError']).toBe(linkMessages.generic);
    expect(en_US['links.codeEmpty']).toBe(linkMessages.codeEmpty);
    expect(en_US['links.codeTaken']).toBe(linkMessages.codeTaken);
    expect(en_US['links.codeInvalid']).toBe(linkMessages.codeInvalid);
    expect(en_US['links.recentLinksError']).toBe(linkMessages.recentFailed);
    expect(en_US['links.noRecentLinks']).toBe(linkMessages.noRecent);
    expect(en_US['linkStats.noData']).toBe(linkMessages.noData);
    expect(en_US['links.getTrackedLink']).toBe('Get tracked link');
    expect(en_US['links.copy']).toBe('Copy');
    expect(en_US['links.create']).toBe("Create '%s'");
  });

  it('maps link creation errors: empty URL, 404, anything else', () => {
    expect(creationErrorText(t, 'empty_url')).toBe('The URL is empty.');
    expect(creationErrorText(t, 'url_not_found')).toBe('URL not found (404)');
    for (const other of ['invalid_url', 'url_too_long', undefined])
      expect(creationErrorText(t, other)).toBe(
        'An error occur while trying to generate your link. Try again later.',
      );
    expect(creationErrorText(translator('fr_FR'), 'empty_url')).toBe("L'URL est vide.");
  });

  it('maps rename refusals to catalog texts, never to a raw error', () => {
    expect(renameErrorText(t, new RpcError('UserError', linkMessages.codeTaken, 200))).toBe(
      'This code is already taken',
    );
    expect(renameErrorText(t, new RpcError('ValidationError', linkMessages.codeEmpty, 200))).toBe(
      'The code cannot be left empty',
    );
    expect(renameErrorText(t, new RpcError('MissingError', 'No link with code x', 200))).toBe(
      t('links.codeError'),
    );
    expect(renameErrorText(t, new TypeError('boom'))).toBe(t('links.codeError'));
  });
});
