// The import summary as the CLI prints it on stdout.
import { describeVariant } from '../db/import/detect.ts';
import type { ImportSummary } from '../db/import/types.ts';
import { formatTable } from './format.ts';

const count = (value: number) => value.toLocaleString('en');

export function formatImportSummary(summary: ImportSummary, detailLimit = 10): string {
  const lines = [
    `Imported "${summary.file}" (${describeVariant(summary.format)}) in ${(summary.durationMs / 1000).toFixed(1)} s ` +
      `(the card database was locked for the last ${(summary.mergeMs / 1000).toFixed(1)} s)`,
    formatTable([
      ['Records', count(summary.records)],
      ['Cards', `${count(summary.cards.added)} added, ${count(summary.cards.updated)} updated`],
      ['Printings', `${count(summary.printings.added)} added, ${count(summary.printings.updated)} updated`],
      ['Skipped', count(summary.skipped.count)],
    ]),
  ];
  for (const [reason, times] of Object.entries(summary.skipped.byReason).sort((a, b) => b[1] - a[1])) {
    lines.push(`  ${count(times)} × ${reason}`);
  }
  const details = summary.skipped.details.slice(0, detailLimit);
  if (details.length > 0) {
    lines.push(summary.skipped.count > details.length ? `First ${details.length} skipped:` : 'Skipped:');
    for (const detail of details) {
      const where = [`record ${detail.record}`, detail.line ? `line ${detail.line}` : null].filter(Boolean).join(', ');
      lines.push(`  ${where}${detail.name ? ` "${detail.name}"` : ''}: ${detail.reason}`);
    }
  }
  if (summary.skippedParts.count > 0) {
    lines.push(`Left out ${count(summary.skippedParts.count)} malformed related-part (all_parts) entr${summary.skippedParts.count === 1 ? 'y' : 'ies'}; their cards were imported without them:`);
    for (const detail of summary.skippedParts.details.slice(0, detailLimit)) {
      lines.push(`  record ${detail.record}${detail.name ? ` "${detail.name}"` : ''}: ${detail.reason}`);
    }
  }
  return lines.join('\n');
}
