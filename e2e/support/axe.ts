import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical WCAG 2.x A/AA violations on the page, one readable line per failing node. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} - ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    );
}
