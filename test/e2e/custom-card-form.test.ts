// Issue 23, the custom card form in a real browser: a new, empty form shows no errors until the
// user types in a field or tries to save, and it opens in view with its first field focused.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

describe.runIf(chromiumAvailable())('Custom card form', () => {
  const session = new E2eSession();
  let page: Page;

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  const openNewForm = async () => {
    page = await session.freshPage({ viewport: { width: 1280, height: 720 } });
    await page.getByTestId('custom-tab').click();
    await page.getByRole('button', { name: 'New card', exact: true }).click();
    return page.getByRole('form', { name: 'New card' });
  };

  it('opens in view with the name field focused and no errors before anything is typed', async () => {
    const form = await openNewForm();
    const name = form.getByLabel('Name', { exact: true });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await name.isVisible()).toBe(true);
    const box = await name.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    expect(await form.getByRole('alert').count()).toBe(0);
  });

  it('shows a field\'s error once it was typed in and emptied, and every error on save', async () => {
    const before = (await session.api<unknown[]>('customCards.list')).length;
    const form = await openNewForm();
    const name = form.getByLabel('Name', { exact: true });
    await name.fill('Nebel');
    await name.fill('');
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual(['A card needs a name.']);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(2);
    expect(await form.getByRole('alert').allTextContents()).toContain('A card needs a type line.');
    expect(await session.api<unknown[]>('customCards.list')).toHaveLength(before);
  });

  it('logged no errors', () => {
    expect(session.problems).toEqual([]);
  });
});
