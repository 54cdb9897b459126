import path from 'node:path';
import type { Page } from '@playwright/test';

const AXE_SCRIPT = path.join(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page once its CSS transitions have ended and
 * returns the serious and critical violations, each with the elements it found. The context
 * needs bypassCSP: axe is injected as a script the console's CSP would refuse.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours mid-transition are not the ones shown: a button that was just enabled fades from
  // grey to its colour, with white text on a pale background for a moment. Endless animations
  // (progress spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
