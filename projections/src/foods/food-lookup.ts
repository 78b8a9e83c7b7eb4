import type pg from 'pg';
import type { FoodDetail, FoodSummary } from '@glyco/contracts';
import { AppError } from '@glyco/contracts/http/app-errors';
import type { FdcClient } from './fdc-client';
import { parseFdcFoodId } from './fdc-food';
import { findCatalogueFood, searchCatalogue } from './query';
import { searchWords } from './search/search-terms';

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

/** FoodData Central's own foods (not in the local catalogue) come after this many local ones: the local ranking knows which form people eat. */
const LOCAL_FIRST = 3;

/** Local catalogue search, merged with FoodData Central when configured; FDC failures fall back to local results. */
export function createFoodLookup({ pool, catalogueReady, fdc }: FoodLookupDeps): FoodLookup {
  return {
    async search(query, limit) {
      const [remote, local] = await Promise.all([
        fdc ? fdc.search(query, limit).catch(() => []) : [],
        catalogueReady().then(() => searchCatalogue(pool, searchWords(query), limit)),
      ]);
      return mergeRemote(local, remote).slice(0, limit);
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

/**
 * FoodData Central's SR Legacy repeats the local catalogue's names: such a food keeps its local
 * place under its FDC id. FDC's other foods follow the best local ones.
 */
function mergeRemote(local: readonly FoodSummary[], remote: readonly FoodSummary[]): FoodSummary[] {
  const remoteByName = new Map(remote.map((food) => [food.name.toLowerCase(), food]));
  const ranked = local.map((food) => remoteByName.get(food.name.toLowerCase()) ?? food);
  const placed = new Set(ranked.map((food) => food.name.toLowerCase()));
  const others = [...remoteByName.values()].filter((food) => !placed.has(food.name.toLowerCase()));
  return [...ranked.slice(0, LOCAL_FIRST), ...others, ...ranked.slice(LOCAL_FIRST)];
}
