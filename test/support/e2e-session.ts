// One app in browser mode and one Chromium for an end-to-end file, and a fresh page for each
// test: a new browser context (no storage, no open panels) on UI settings reset to English and
// the system theme, so a test — or its retry on CI — never runs on what the test before left.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startBrowserMode, type RunningApp, type StartOptions } from './browser-mode.ts';

export interface FreshPageOptions {
  viewport?: { width: number; height: number };
  language?: 'en' | 'de' | 'es';
  theme?: 'system' | 'light' | 'dark';
}

export class E2eSession {
  app!: RunningApp;
  browser!: Browser;
  page!: Page;
  /** Console errors and page errors (CSP violations among them) of every page so far. */
  readonly problems: string[] = [];

  async start(extraArgs: string[] = [], options: StartOptions = {}): Promise<void> {
    this.app = await startBrowserMode(extraArgs, options);
    this.browser = await launchChromium();
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await this.app?.stop();
  }

  async api<T = unknown>(command: string, input: unknown = {}): Promise<T> {
    const response = await fetch(`${this.app.url}api/${command}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.app.token}` },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { ok: boolean; result: T; error?: { message: string } };
    if (!body.ok) throw new Error(`${command}: ${body.error?.message}`);
    return body.result;
  }

  /** Empties the decks, the collection and the print queue, for a test that needs a clean start. */
  async clearUserData(): Promise<void> {
    for (const deck of await this.api<{ id: number }[]>('decks.list')) await this.api('decks.delete', { deck: deck.id });
    for (;;) {
      const { entries } = await this.api<{ entries: { id: number }[] }>('collection.list', { limit: 5000 });
      if (entries.length === 0) break;
      await this.api('collection.remove', { ids: entries.map((entry) => entry.id) });
    }
    await this.api('printQueue.replace', { title: '', items: [] });
  }

  /** Closes the page before, then opens the app in a new browser context. */
  async freshPage(options: FreshPageOptions = {}): Promise<Page> {
    await this.page?.context().close();
    await this.api('settings.set', { key: 'ui.language', value: options.language ?? 'en' });
    await this.api('settings.set', { key: 'ui.theme', value: options.theme ?? 'system' });
    const context = await this.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(message.text());
    });
    page.on('pageerror', (error) => this.problems.push(error.message));
    await page.goto(this.app.launchUrl);
    await page.waitForURL((url) => !url.hash.includes('token='));
    this.page = page;
    return page;
  }

  /** A screenshot of the page into `folder` (skipped when no folder is given). */
  async screenshot(folder: string | undefined, name: string): Promise<void> {
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await this.page.screenshot({ path: join(folder, `${name}.png`) });
  }
}
