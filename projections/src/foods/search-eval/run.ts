/**
 * Food search accuracy on the labelled queries (`labelled-queries.json`): top-1 and
 * top-3 accuracy, the largest default portion, and every miss. `npm run eval:foods`; uses a
 * throwaway database on the PostgreSQL the tests use (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { createTestDatabase } from '@glyco/runtime/testing';
import { ensureFoodCatalogue } from '../catalogue-loader';
import { describeEvaluation, evaluateSearch } from './evaluate';

const database = await createTestDatabase();
try {
  await ensureFoodCatalogue(database.pool);
  console.log(describeEvaluation(await evaluateSearch(database.pool)));
} finally {
  await database.drop();
}
