// proxyfish images fetch | import | status: card images in the data folder.
import { statSync } from 'node:fs';
import type { Command } from 'commander';
import { printingsFor, type FetchTarget } from '../../images/fetch-targets.ts';
import type { FetchSummary } from '../../images/image-service.ts';
import { IMAGE_SETTINGS } from '../../images/image-service.ts';
import { checkImageHost, DEFAULT_IMAGE_HOST, ImageHostError } from '../../images/image-host.ts';
import { PictureError } from '../../images/picture-gate.ts';
import { importImageFolder, importSingleImage, LocalImageError, type FolderImportReport } from '../../images/local-images.ts';
import { CliError, type CliContext } from '../context.ts';
import { formatBytes, formatTable } from '../format.ts';
import { ProgressBar } from '../progress-bar.ts';

/** Fetches the images of these printings with a progress bar on stderr. */
export async function fetchWithProgress(context: CliContext, printings: readonly number[], use: 'display' | 'print', label: string): Promise<FetchSummary> {
  // Pictures are counted as pictures ("8 of 10 images, 3 fetched"), not as an import's records.
  const bar = new ProgressBar(label, process.stderr, ({ done, total, records }) => `${done} of ${total ?? '?'} images, ${records} fetched`);
  try {
    return await context.services.images.ensure(printings, use, {
      // Nothing to say when everything is stored already.
      onProgress: ({ done, total, fetched }) => (fetched === 0 && done === total ? undefined : bar.update({ done, total, records: fetched })),
    });
  } finally {
    bar.finish();
  }
}

function printReport(report: FolderImportReport): void {
  console.log(`Matched ${report.matched.length}, ambiguous ${report.ambiguous.length}, unmatched ${report.unmatched.length} (${report.folder})`);
  for (const match of report.matched) {
    console.log(`  matched    ${match.file} → ${match.card} (${match.set_code.toUpperCase()} ${match.collector_number ?? ''})${match.face_index > 0 ? ` face ${match.face_index + 1}` : ''}`);
  }
  for (const entry of report.ambiguous) {
    const choices = entry.candidates.map((candidate) => `${candidate.set_code.toUpperCase()} ${candidate.collector_number ?? ''} (--printing ${candidate.printing_id})`);
    console.log(`  ambiguous  ${entry.file} → ${entry.card}: choose one of ${choices.join(', ')}`);
  }
  for (const entry of report.unmatched) console.log(`  unmatched  ${entry.file}: ${entry.reason}`);
}

export function registerImagesCommand(program: Command, context: CliContext): void {
  const images = program.command('images').description('card images: fetch them, import your own, see the cache');

  images
    .command('fetch')
    .description("fetch the images of a saved deck, a search's results or the collection into the cache (online)")
    .argument('[query]', 'a search query, as in `proxyfish search`')
    .option('--deck <deck>', "a saved deck's name or id")
    .option('--collection', 'every printing in the collection')
    .option('--print', 'the print-size images (PNG, 745 × 1040) rather than the screen size')
    .option('--lang <code>', 'your language, for the default printing', 'en')
    .option('--json', 'print the summary as JSON')
    .action(async (query: string | undefined, flags: { deck?: string; collection?: boolean; print?: boolean; lang: string; json?: boolean }) => {
      const chosen = [query !== undefined, flags.deck !== undefined, Boolean(flags.collection)].filter(Boolean).length;
      if (chosen !== 1) throw new CliError('images fetch: give exactly one of QUERY, --deck DECK or --collection', 2);
      const target: FetchTarget = flags.deck !== undefined ? { deck: /^\d+$/.test(flags.deck) ? Number(flags.deck) : flags.deck } : flags.collection ? { collection: true } : { query: query! };
      let picked;
      try {
        picked = printingsFor(context.services, target, flags.lang);
      } catch (error) {
        throw new CliError(`images fetch: ${(error as Error).message}`, 2);
      }
      const summary = await fetchWithProgress(context, picked.printings, flags.print ? 'print' : 'display', `Images for ${picked.label}`);
      if (flags.json) {
        console.log(JSON.stringify(summary, null, 2));
        return;
      }
      console.log(`${summary.total} images: ${summary.fetched} fetched, ${summary.cached} already stored, ${summary.failed.length} failed`);
      for (const failure of summary.failed) console.error(`proxyfish: warning: ${failure.url}: ${failure.message}`);
      if (summary.offline) console.error('proxyfish: the image host could not be reached; run the command again when online (what was fetched is kept)');
    });

  images
    .command('import')
    .description('import your own pictures: a folder (Cockatrice <SET>/<Card Name>.full.jpg, MPCFill "Name (SET) 123.png") or one file')
    .argument('<path>', 'a folder of pictures, or one picture with --printing')
    .option('--printing <id>', 'the printing one picture (or an ambiguous one) is for')
    .option('--face <n>', 'which face of a double-faced card (1 or 2)', '1')
    .option('--json', 'print the report as JSON')
    .action(async (path: string, flags: { printing?: string; face: string; json?: boolean }) => {
      try {
        if (statSync(path, { throwIfNoEntry: false })?.isFile()) {
          if (!flags.printing || !/^\d+$/.test(flags.printing)) throw new CliError('images import: a single picture needs --printing ID (see the ambiguous lines of a folder import)', 2);
          const result = await importSingleImage(context.services, path, Number(flags.printing), Math.max(0, Number(flags.face) - 1));
          console.log(flags.json ? JSON.stringify(result) : `Imported ${path} for printing ${result.printing_id}`);
          return;
        }
        const report = await importImageFolder(context.services, path);
        if (flags.json) console.log(JSON.stringify(report, null, 2));
        else printReport(report);
      } catch (error) {
        if (error instanceof LocalImageError || error instanceof PictureError) throw new CliError(`images import: ${error.message}`, 2);
        throw error;
      }
    });

  images
    .command('status')
    .description('the image cache: size, limit, how many images; your imported pictures')
    .option('--clear', 'delete every fetched image first (your imported pictures stay)')
    .option('--limit <mb>', 'set the cache limit in MB')
    .option('--base-url <url>', 'fetch from this https host (a mirror) instead of Scryfall\'s ("" for Scryfall\'s)')
    .option('--allow-private-host', 'allow a loopback or private image host on purpose (a local mirror)')
    .option('--no-allow-private-host', 'refuse loopback and private image hosts again (the default)')
    .option('--json', 'print one JSON object')
    .action((flags: { clear?: boolean; limit?: string; baseUrl?: string; allowPrivateHost?: boolean; json?: boolean }) => {
      const { services } = context;
      if (flags.limit !== undefined) {
        const mb = Number(flags.limit);
        if (!Number.isInteger(mb) || mb < 50) throw new CliError(`images status --limit: expected a whole number of MB, at least 50, got "${flags.limit}"`, 2);
        services.settings.set(IMAGE_SETTINGS.cacheLimitMb, mb);
        services.images.cache.trim();
      }
      if (flags.baseUrl !== undefined || flags.allowPrivateHost !== undefined) {
        const allowPrivate = flags.allowPrivateHost ?? services.settings.get<boolean>(IMAGE_SETTINGS.allowPrivateHost) === true;
        try {
          checkImageHost(flags.baseUrl ?? services.settings.get<string>(IMAGE_SETTINGS.baseUrl) ?? '', allowPrivate);
        } catch (error) {
          if (error instanceof ImageHostError) throw new CliError(`images status --base-url: ${error.message}`, 2);
          throw error;
        }
        if (flags.allowPrivateHost !== undefined) services.settings.set(IMAGE_SETTINGS.allowPrivateHost, flags.allowPrivateHost);
        if (flags.baseUrl !== undefined) services.settings.set(IMAGE_SETTINGS.baseUrl, flags.baseUrl.trim());
      }
      if (flags.clear) services.images.cache.clear();
      const cache = services.images.cache.status();
      const local = services.db.prepare('SELECT count(*) FROM local_images').pluck().get() as number;
      const baseUrl = services.settings.get<string>(IMAGE_SETTINGS.baseUrl) ?? '';
      if (flags.json) {
        console.log(JSON.stringify({ cache, local, baseUrl, fetch: services.images.fetchEnabled() }, null, 2));
        return;
      }
      console.log(
        formatTable([
          ['Cache folder', cache.folder],
          ['Cached images', `${cache.images} (${cache.files} files)`],
          ['Cache size', `${formatBytes(cache.bytes)} of ${formatBytes(cache.limitBytes)}`],
          ['Your pictures', String(local)],
          ['Image host', baseUrl || `${DEFAULT_IMAGE_HOST} (Scryfall)`],
          ['Fetching', services.images.fetchEnabled() ? 'on' : 'off'],
        ]),
      );
    });
}
