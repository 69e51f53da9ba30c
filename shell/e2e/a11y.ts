import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/** Fails on any serious or critical axe-core violation on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

const SCREENS_DIR = path.join(__dirname, '..', '..', 'test-results', 'screens');

/** A full-page screenshot under test-results/screens/<name>-<width>.png, for people to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** No sideways scrolling: the page is no wider than the window. */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Checks a screen as a person would meet it: accessible, no sideways scroll, screenshot kept. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await expectNoSideways(page);
  await screenshot(page, name);
}
