import type { Middleware } from 'koa';
import { HTTP_MESSAGES, LIMITS, nestsDeeperThan } from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';

/**
 * Right after the body parser: a body nested deeper than any Glyco reads is refused before a
 * route sees it. JSON.parse itself is iterative, but JSON.stringify, structured clone and many
 * validators recurse, and 100,000 levels overflow the stack. (Query strings cannot nest: Koa
 * reads them with URLSearchParams, one flat level of keys.)
 */
export const limitJsonDepth: Middleware = async (ctx, next) => {
  if (nestsDeeperThan(ctx.request.body, LIMITS.jsonDepthMax)) throw validationError(HTTP_MESSAGES.nestedTooDeeply);
  await next();
};
