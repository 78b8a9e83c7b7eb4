import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import pg from 'pg';

/**
 * The least any HTTP API must do per reading, in a process of its own: parse a JSON body, run the
 * baseline's prepared INSERT, answer 201 with JSON. No authentication, validation, event or read
 * model: what it reaches on this machine bounds what the product's API can reach.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const router = new Router();
router.post('/readings', async (ctx) => {
  const body = ctx.request.body as { id: string; userId: string; value: number };
  await pool.query({ name: 'floor-insert', text: 'INSERT INTO bench_raw VALUES ($1, $2, $3, $4)', values: [body.id, body.userId, body.value, new Date()] });
  ctx.status = 201;
  ctx.body = { _id: body.id };
});
const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
