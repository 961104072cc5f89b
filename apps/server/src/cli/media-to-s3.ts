import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { copyMediaToBucket } from '../lib/media-to-bucket';
import { createS3Storage } from '../lib/s3-storage';

// Operator command (decision 033): the media folder of a site that ran on one machine, into the bucket that
// S3_BUCKET names. Safe to interrupt and to run again: what the bucket holds with the same size is skipped.
const usage = `Usage: npm run media:to-s3 [-- --remove-local]
Copies every file of $DATA_DIR/media into the bucket S3_BUCKET names (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as for the server). Files the bucket holds with the same size are
skipped. --remove-local deletes each local file once the bucket holds it.`;

const { values } = parseArgs({
  options: { 'remove-local': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const config = loadConfig();
if (!config.s3) {
  console.error(`S3_BUCKET is not set: there is no bucket to copy into.\n\n${usage}`);
  process.exit(1);
}
const folder = path.join(config.dataDir, 'media');
const removeLocal = Boolean(values['remove-local']);
console.log(`Copying ${folder} into the bucket ${config.s3.bucket}…`);
const report = await copyMediaToBucket(folder, createS3Storage(config.s3), { removeLocal }).catch((error: unknown) => {
  // Listing the bucket failed: nothing was copied or removed.
  console.error(`The bucket did not answer: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

for (const { key, error } of report.failed) console.error(`  failed: ${key}: ${error}`);
if (report.copied === 0 && report.failed.length === 0)
  console.log(`Nothing to copy: the bucket holds all ${report.skipped} files already.`);
else
  console.log(
    `Copied ${report.copied} files; ${report.skipped} were in the bucket already; ${report.failed.length} failed.`,
  );
if (removeLocal) console.log(`Removed ${report.removed} local files (their folders stay).`);
else
  console.log(
    `The folder ${folder} stays as it was: once the site runs on the bucket it can be removed ` +
      '(or run this again with --remove-local).',
  );
if (report.failed.length) {
  console.error('Some files were not copied: run the command again (what is in the bucket is skipped).');
  process.exit(1);
}
