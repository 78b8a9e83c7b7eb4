import type pg from 'pg';
import { ACCOUNT_MESSAGES, NIGHTSCOUT_MESSAGES } from '@glyco/contracts';
import { createAccountThrottle, type AccountLimitCounts, type AccountThrottle } from '../http/account-throttle';
import { createFamiliarAddresses } from '../http/familiar-addresses';
import { createRateLimiter } from '../http/rate-limiter';
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR, TAKEN_EMAIL_ANSWERS_PER_HOUR, type RegistrationLimits } from '../accounts/registration-limit';
import type { PasswordResetLimiters } from '../password-reset/routes';

export interface ApiRateLimits {
  login: AccountThrottle;
  clinicianAccess: AccountThrottle;
  nightscout: AccountThrottle;
  passwordReset: PasswordResetLimiters;
  registration: RegistrationLimits;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
const THIRTY_DAYS = 30 * 24 * HOUR;

/**
 * Every limit of the public routes, counted in PostgreSQL so all API processes share them, each
 * per-address one by the client's address key (an IPv6 /64, an IPv4 /32). The account-wide limit
 * of 100 an hour is ASVS 4.0 V2.2.1's ceiling on failed attempts per account.
 */
export function createApiRateLimits(pool: pg.Pool): ApiRateLimits {
  const limiter = (scope: string, limit: number, windowMs: number) => createRateLimiter({ pool, scope, limit, windowMs });
  const throttle = (scope: string, accountLimitCounts: AccountLimitCounts) =>
    createAccountThrottle({
      perAddress: limiter(`${scope}:ip`, 50, FIFTEEN_MINUTES),
      perAccountAddress: limiter(`${scope}:account-ip`, 10, FIFTEEN_MINUTES),
      perAccountFromUnfamiliar: limiter(`${scope}:account-unfamiliar`, 100, HOUR),
      accountLimitCounts,
      familiar: createFamiliarAddresses({ pool, scope, retentionMs: THIRTY_DAYS }),
      message: ACCOUNT_MESSAGES.tooManyLoginAttempts,
    });
  return {
    login: throttle('login', 'attempts'),
    // Uploaders post every 5 minutes and followers poll every minute or so, several apps behind one
    // address: far more requests than sign-ins, but the same machinery per secret and per address.
    nightscout: createAccountThrottle({
      perAddress: limiter('nightscout:ip', 600, FIFTEEN_MINUTES),
      perAccountAddress: limiter('nightscout:secret-ip', 100, FIFTEEN_MINUTES),
      perAccountFromUnfamiliar: limiter('nightscout:secret-unfamiliar', 300, HOUR),
      accountLimitCounts: 'attempts',
      familiar: createFamiliarAddresses({ pool, scope: 'nightscout', retentionMs: THIRTY_DAYS }),
      message: NIGHTSCOUT_MESSAGES.rateLimited,
    }),
    // A doctor's first redemption always comes from an address never seen: with an 80-bit code,
    // failures alone count, so guessers spread over many networks cannot lock the doctor out.
    clinicianAccess: throttle('clinician-access', 'failures'),
    passwordReset: {
      perIp: limiter('password-reset:ip', 30, HOUR),
      perEmail: limiter('password-reset:email', 5, HOUR),
    },
    registration: {
      perAddress: limiter('register:ip', REGISTRATIONS_PER_ADDRESS_PER_HOUR, HOUR),
      takenEmailAnswers: limiter('email-taken', TAKEN_EMAIL_ANSWERS_PER_HOUR, HOUR),
    },
  };
}
