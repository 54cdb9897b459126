import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './login';

// Issue 6 item 25: the console laid out for 1366x768 first, then down to a 390-pixel phone.
// Each test leaves a screenshot in test-results/screens/ to look at.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** The element lies wholly inside the window's width (nothing cut off at the right). */
async function expectWithinWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the element is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** No element scrolls inside itself: the page is the only scroll box. */
async function innerScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => el.className || el.tagName),
  );
}

test('1366x768: the user list shows its ten rows without an inner scroll box', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'demo.errigal');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  expect(await innerScrollBoxes(page)).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'User list pages' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await shot(page, 'layout-1366-user-list');
  await rows.locator('a').first().click();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await shot(page, 'layout-1366-user-edit');
});

for (const width of [800, 390]) {
  test(`${width} px wide: the list's Status and the edit form fit the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 700 });
    await login(page, 'demo.errigal');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectWithinWidth(page, page.getByRole('columnheader', { name: 'Status' }));
    await expectWithinWidth(page, page.locator('tbody tr').first().getByRole('combobox'));
    await shot(page, `layout-${width}-user-list`);

    await page.locator('tbody tr a').first().click();
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectWithinWidth(page, page.getByRole('button', { name: 'Update User' }));
    await expectWithinWidth(page, page.getByLabel('Email'));
    await shot(page, `layout-${width}-user-edit`);
  });
}
