import { z } from 'zod';
import { hasForbiddenCharacter } from '../../shared/text';
import { ACCESS_TOKEN_ROLES } from './roles';
import { ACCESS_TOKEN_MESSAGES } from './messages';

/** Long enough for "Sam's AndroidAPS on the old phone", short enough for one line of the list. */
export const ACCESS_TOKEN_NAME_MAX = 60;

/** POST /api/nightscout/access-tokens */
export const createAccessTokenSchema = z.object({
  name: z
    .string({ error: ACCESS_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ACCESS_TOKEN_MESSAGES.nameRequired })
    .max(ACCESS_TOKEN_NAME_MAX, { error: ACCESS_TOKEN_MESSAGES.nameTooLong })
    .refine((name) => !hasForbiddenCharacter(name), { error: ACCESS_TOKEN_MESSAGES.nameInvalid }),
  role: z.enum(ACCESS_TOKEN_ROLES, { error: ACCESS_TOKEN_MESSAGES.roleInvalid }),
});
export type CreateAccessToken = z.infer<typeof createAccessTokenSchema>;

export const accessTokenSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(ACCESS_TOKEN_ROLES),
  createdAt: z.string(),
  /** Null until an app first used it. */
  lastUsedAt: z.string().nullable(),
});
export type AccessTokenSummary = z.infer<typeof accessTokenSummarySchema>;

/** The token itself is in this answer only. */
export const createdAccessTokenSchema = accessTokenSummarySchema.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSummarySchema) });
export type AccessTokenList = z.infer<typeof accessTokenListSchema>;

export const accessTokenParamsSchema = z.object({ id: z.uuid() });
