import { describe, expect, it } from 'vitest';
import { parseCatalogue, readCatalogueFile } from './catalogue-file';

const HEADER = 'ndb_no,name,kcal,protein_g,carbs_g,fat_g,fiber_g,sugars_g,measures\n';

describe('parseCatalogue', () => {
  it('reads quoted names and measures, keeping the leading zero of the NDB number', () => {
    const csv = `${HEADER}01001,"Butter, salted",717.0,0.85,0.06,81.11,0.0,,"1.0 cup=227.0g;1.0 pat (1"" sq, 1/3"" high)=5.0g"\n`;
    expect(parseCatalogue(csv)).toEqual([
      {
        id: '01001',
        source: 'usda-sr24',
        name: 'Butter, salted',
        kcal: 717,
        protein: 0.85,
        carbs: 0.06,
        fat: 81.11,
        fiber: 0,
        sugars: null,
        measures: [
          { label: '1 cup', grams: 227 },
          { label: '1 pat (1" sq, 1/3" high)', grams: 5 },
        ],
      },
    ]);
  });

  it('leaves out rows without core nutrients', () => {
    expect(parseCatalogue(`${HEADER}23999,"Beef, ground beef calculator",,,,,,,\n`)).toEqual([]);
  });

  it('loads the shipped SR24 file', async () => {
    const file = await readCatalogueFile();
    expect(file.checksum).toMatch(/^[0-9a-f]{64}$/);
    const foods = parseCatalogue(file.content);
    expect(foods).toHaveLength(7878);
    expect(foods.find((food) => food.name === 'Apples, raw, with skin')).toMatchObject({ id: '09003', carbs: 13.81 });
  });
});
