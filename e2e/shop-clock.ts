import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';

const PRELOAD = path.resolve(import.meta.dirname, 'shop-clock-preload.mjs');
const IST_OFFSET_MS = 330 * 60_000;

/** 12:00 India time on India's date of `at`: the middle of the day, far from the marketing quiet hours. */
export function noonInIndia(at = new Date()): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 12) - IST_OFFSET_MS,
  );
}

/**
 * The clock of a shop this test starts (`startShop(clock.settings)`), set and moved by the test: the shop's Date
 * runs at the real rate from the instant the test gives (e2e/shop-clock-preload.mjs). Only the shop's process
 * follows it: npm, the test and the browser keep the real time.
 */
export class ShopClock {
  private constructor(
    private readonly dir: string,
    private offsetMs: number,
  ) {}

  /** A clock that reads `at` now, for a shop not started yet. */
  static async startingAt(at: Date): Promise<ShopClock> {
    const clock = new ShopClock(await mkdtemp(path.join(os.tmpdir(), 'shop-clock-')), 0);
    await clock.#write(at);
    return clock;
  }

  private get file(): string {
    return path.join(this.dir, 'clock.json');
  }

  /** The settings that start the shop on this clock: npm passes `node-options` to the script it runs, not to npm. */
  get settings(): Record<string, string> {
    return { SHOP_CLOCK_FILE: this.file, npm_config_node_options: `--import=${pathToFileURL(PRELOAD).href}` };
  }

  /** The shop's time now. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the shop's clock to `at` (forward or back), and waits until the shop reads it. */
  async set(at: Date): Promise<void> {
    await this.#write(at);
    const applied = path.join(this.dir, 'clock.json.applied');
    await expect
      .poll(() => readFile(applied, 'utf8').catch(() => ''), { timeout: 10_000 })
      .toBe(String(this.offsetMs));
  }

  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Replaces the file whole (written beside it, then renamed), so the shop never reads half of it. */
  async #write(at: Date): Promise<void> {
    this.offsetMs = at.getTime() - Date.now();
    const next = `${this.file}.next`;
    await writeFile(next, JSON.stringify({ offsetMs: this.offsetMs }));
    await rename(next, this.file);
  }
}
