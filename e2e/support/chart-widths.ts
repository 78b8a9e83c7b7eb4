import type { Page } from 'playwright-core';

export interface ChartWidth {
  /** The chart's accessible title. */
  name: string;
  drawn: number;
  /** The content width of the card that holds it (its width less its padding). */
  card: number;
}

/** Every chart (an svg with role img) on the page beside the content width of the card or figure holding it (a card may hold several figures side by side). */
export function chartWidths(page: Page): Promise<ChartWidth[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main svg[role="img"]')).map((svg) => {
      const card = svg.closest('figure, section');
      const style = card ? getComputedStyle(card) : null;
      const content = card && style ? card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) : 0;
      const name = svg.querySelector('title')?.textContent ?? svg.getAttribute('aria-label') ?? '';
      return { name: name.slice(0, 60), drawn: Math.round(svg.getBoundingClientRect().width), card: Math.round(content) };
    }),
  );
}

/** The charts drawn narrower than 95 % of their card's content width. */
export async function narrowCharts(page: Page): Promise<ChartWidth[]> {
  return (await chartWidths(page)).filter((chart) => chart.drawn < 0.95 * chart.card);
}
