import type pg from 'pg';
import type { FoodDetail, FoodSummary } from '@glyco/contracts';
import { AppError } from '@glyco/contracts/http/app-errors';
import type { FdcClient } from './fdc-client';
import { parseFdcFoodId } from './fdc-food';
import { findCatalogueFood, searchCatalogue } from './query';
import { rankFoods, searchWords } from './search-ranking';

export interface FoodLookup {
  search(query: string, limit: number): Promise<FoodSummary[]>;
  detail(id: string): Promise<FoodDetail | undefined>;
}

export interface FoodLookupDeps {
  pool: pg.Pool;
  /** Resolves once the catalogue table is loaded. */
  catalogueReady: () => Promise<unknown>;
  fdc?: FdcClient | undefined;
}

/** Local catalogue search, merged with FoodData Central when configured; FDC failures fall back to local results. */
export function createFoodLookup({ pool, catalogueReady, fdc }: FoodLookupDeps): FoodLookup {
  return {
    async search(query, limit) {
      const [remote, local] = await Promise.all([
        fdc ? fdc.search(query, limit).catch(() => []) : [],
        catalogueReady().then(() => searchCatalogue(pool, searchWords(query))),
      ]);
      return rankFoods(query, distinctByName([...remote, ...local])).slice(0, limit);
    },
    async detail(id) {
      const fdcId = parseFdcFoodId(id);
      if (fdcId === undefined) return catalogueReady().then(() => findCatalogueFood(pool, id));
      if (!fdc) return undefined;
      return fdc.food(fdcId).catch(() => {
        throw new AppError('unavailable', 'Food details are unavailable right now. Please try again or choose another food.');
      });
    },
  };
}

/** FoodData Central's SR Legacy repeats the local catalogue's names: keep the first (FDC) of each. */
function distinctByName(foods: readonly FoodSummary[]): FoodSummary[] {
  const seen = new Set<string>();
  return foods.filter((food) => {
    const key = food.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
