import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import {
  RECOVERY_CODE_COUNT,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../../shared/accounts/contract';
import { ValidationError } from '../../core/errors';
import { tokenHash } from '../../core/security/access-token';
import type { SignInThrottle } from './sign-in-throttle';
import { UserTwoFactor } from './two-factor.entity';
import type { User } from './user.entity';

export const WRONG_CODE =
  'This code is not valid. Enter the current code from your authenticator app, or a recovery code.';
const ALREADY_ON = 'Two-factor sign-in is already on.';
const NOT_ON = 'Two-factor sign-in is not on.';
const NO_SETUP = 'Start the set-up again: no authenticator is waiting to be confirmed.';

/** RFC 6238 defaults, the ones every authenticator app reads from the QR code. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock 30 s off still signs in. */
const WINDOW = 1;
/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Optional second factor for sign-in: a TOTP authenticator app (RFC 6238, through otpauth), with
 * single-use recovery codes kept hashed. Wrong codes slow down per account, however many clients
 * try: whoever has the password must not get a million guesses.
 */
export class TwoFactorService {
  constructor(
    private readonly issuer: () => string,
    /** Wrong codes per account, whatever the client. */
    private readonly throttle: SignInThrottle,
  ) {}

  async status(em: EntityManager, userId: number): Promise<TwoFactorStatus> {
    const record = await this.enabledRecord(em, userId);
    return { enabled: record !== null, recoveryCodesLeft: record?.recoveryCodeHashes.length ?? 0 };
  }

  async isEnabled(em: EntityManager, userId: number): Promise<boolean> {
    return (await this.enabledRecord(em, userId)) !== null;
  }

  /** Which of `userIds` sign in with a second factor (the users list shows it). */
  async enabledAmong(em: EntityManager, userIds: number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await em
      .getRepository(UserTwoFactor)
      .find({ select: { userId: true }, where: { userId: In(userIds), enabledAt: Not(IsNull()) } });
    return new Set(rows.map((row) => row.userId));
  }

  /** A new secret waiting for its first code; the QR code carries the otpauth:// URI. */
  async beginSetup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
    if (await this.isEnabled(em, user.id)) throw new ValidationError(ALREADY_ON);
    const secret = new Secret({ size: 20 }).base32;
    await em.getRepository(UserTwoFactor).save({
      userId: user.id,
      secret,
      enabledAt: null,
      lastStep: null,
      recoveryCodeHashes: [],
    });
    const otpauthUrl = this.totp(secret, user.email).toString();
    return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
  }

  /** Turns the pending secret on with a first right code; answers the recovery codes, shown once. */
  async enable(em: EntityManager, user: User, code: string): Promise<string[]> {
    const record = await em.getRepository(UserTwoFactor).findOneBy({ userId: user.id });
    if (record?.enabledAt) throw new ValidationError(ALREADY_ON);
    if (!record) throw new ValidationError(NO_SETUP);
    await this.throttle.check(em, user.email, null);
    const step = this.matchingStep(record, user.email, code);
    if (step === null) {
      await this.throttle.failed(user.email, null);
      throw wrongCode();
    }
    const codes = newRecoveryCodes();
    Object.assign(record, { enabledAt: new Date(), lastStep: step, recoveryCodeHashes: codes.map(hashOf) });
    await em.getRepository(UserTwoFactor).save(record);
    await this.throttle.succeeded(em, user.email, null);
    return codes;
  }

  /** Checks a code at sign-in or before a change: an authenticator code once, or an unused recovery code. */
  async verify(em: EntityManager, user: Pick<User, 'id' | 'email'>, code: string): Promise<boolean> {
    await this.throttle.check(em, user.email, null);
    const record = await this.enabledRecord(em, user.id);
    if (!record) return true;
    const step = this.matchingStep(record, user.email, code);
    const repository = em.getRepository(UserTwoFactor);
    // Conditional writes: two requests with the same code cannot both pass.
    if (step !== null) {
      const claimed = await repository
        .createQueryBuilder()
        .update()
        .set({ lastStep: step })
        .where('"userId" = :id AND ("lastStep" IS NULL OR "lastStep" < :step)', { id: user.id, step })
        .execute();
      if (claimed.affected === 1) return this.passed(em, user.email);
    } else {
      const hash = hashOf(code);
      if (record.recoveryCodeHashes.includes(hash)) {
        const left = record.recoveryCodeHashes.filter((kept) => kept !== hash);
        const claimed = await repository
          .createQueryBuilder()
          .update()
          .set({ recoveryCodeHashes: left })
          .where('"userId" = :id AND "recoveryCodeHashes" = :before', {
            id: user.id,
            before: JSON.stringify(record.recoveryCodeHashes),
          })
          .execute();
        if (claimed.affected === 1) return this.passed(em, user.email);
      }
    }
    await this.throttle.failed(user.email, null);
    return false;
  }

  /** Turns two-factor sign-in off after a right code (the caller has checked the password). */
  async disable(em: EntityManager, user: User, code: string) {
    if (!(await this.isEnabled(em, user.id))) throw new ValidationError(NOT_ON);
    if (!(await this.verify(em, user, code))) throw wrongCode();
    await em.getRepository(UserTwoFactor).delete({ userId: user.id });
  }

  /** An administrator turns it off for someone who lost their phone and their recovery codes. */
  async reset(em: EntityManager, userId: number) {
    await em.getRepository(UserTwoFactor).delete({ userId });
  }

  async newRecoveryCodes(em: EntityManager, user: User, code: string): Promise<string[]> {
    if (!(await this.isEnabled(em, user.id))) throw new ValidationError(NOT_ON);
    if (!(await this.verify(em, user, code))) throw wrongCode();
    const codes = newRecoveryCodes();
    await em
      .getRepository(UserTwoFactor)
      .update({ userId: user.id }, { recoveryCodeHashes: codes.map(hashOf) });
    return codes;
  }

  private enabledRecord(em: EntityManager, userId: number) {
    return em
      .getRepository(UserTwoFactor)
      .findOneBy({ userId })
      .then((record) => (record?.enabledAt ? record : null));
  }

  private totp(secret: string, email: string) {
    return new TOTP({
      issuer: this.issuer(),
      label: email,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });
  }

  /** The time step a 6-digit code belongs to, or null when it matches none in the window. */
  private matchingStep(record: UserTwoFactor, email: string, code: string): number | null {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const now = Date.now();
    const delta = this.totp(record.secret, email).validate({ token, timestamp: now, window: WINDOW });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  }

  private async passed(em: EntityManager, email: string) {
    await this.throttle.succeeded(em, email, null);
    return true;
  }
}

const wrongCode = () => new ValidationError(WRONG_CODE, { code: WRONG_CODE });

function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Recovery codes compare without case, spaces or dashes: people copy them by hand. */
const hashOf = (code: string) => tokenHash(code.toLowerCase().replace(/[\s-]+/g, ''));
