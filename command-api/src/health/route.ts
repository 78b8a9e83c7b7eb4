import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';

export type HealthCheck = () => Promise<string>;

/** GET /api/health: each dependency answers within a second, or the whole reports 503. */
export function createHealthRoutes(checks: Record<string, HealthCheck>): Router {
  const router = new Router();
  mount(router, API_ROUTES.system.health, async (ctx) => {
    const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check)] as const));
    const healthy = entries.every(([, result]) => result.status === 'up');
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'degraded', checks: Object.fromEntries(entries) };
  });
  return router;
}

async function runCheck(check: HealthCheck): Promise<{ status: 'up' | 'down'; detail: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out after 1000 ms')), 1000);
  });
  try {
    return { status: 'up', detail: await Promise.race([check(), timeout]) };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
