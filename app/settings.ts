// The user's remembered choices, one JSON value per key.
import type { Db } from './db/connection.ts';

export class SettingsStore {
  constructor(private readonly db: Db) {}

  get<T>(key: string): T | undefined {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  set(key: string, value: unknown): void {
    this.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, JSON.stringify(value));
  }

  all(): Record<string, unknown> {
    const rows = this.db.prepare('SELECT key, value FROM settings ORDER BY key').all() as { key: string; value: string }[];
    return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
  }
}
