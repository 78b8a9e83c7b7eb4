import type pg from 'pg';
import type { LoginLimiters } from '../accounts/log-in';
import type { ClinicianAccessLimiters } from '../clinician/redeem-access-code';
import { createRateLimiter } from '../http/rate-limiter';
import type { PasswordResetLimiters } from '../password-reset/routes';

export interface ApiRateLimits {
  login: LoginLimiters;
  clinicianAccess: ClinicianAccessLimiters;
  passwordReset: PasswordResetLimiters;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

/** Every limit of the public routes, counted in PostgreSQL so all API processes share them. */
export function createApiRateLimits(pool: pg.Pool): ApiRateLimits {
  const limiter = (scope: string, limit: number, windowMs: number) => createRateLimiter({ pool, scope, limit, windowMs });
  return {
    login: {
      perAccount: limiter('login:account', 10, FIFTEEN_MINUTES),
      perIp: limiter('login:ip', 50, FIFTEEN_MINUTES),
    },
    clinicianAccess: {
      perPatient: limiter('clinician-access:patient', 10, FIFTEEN_MINUTES),
      perIp: limiter('clinician-access:ip', 50, FIFTEEN_MINUTES),
    },
    passwordReset: {
      perIp: limiter('password-reset:ip', 30, HOUR),
      perEmail: limiter('password-reset:email', 5, HOUR),
    },
  };
}
