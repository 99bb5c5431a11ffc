// Re-extracts the Lingui catalogues and fails when they were stale (a message in the code that is not
// in the committed catalogue) or when any English translation is missing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const before =
  readFileSync('src/locales/lt/messages.po', 'utf8') + readFileSync('src/locales/en/messages.po', 'utf8');
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
const en = readFileSync('src/locales/en/messages.po', 'utf8');
const after = readFileSync('src/locales/lt/messages.po', 'utf8') + en;

const missing = [];
const entries = en.split(/\n\n+/);
for (const entry of entries) {
  const id = entry.match(/^msgid "(.*)"$/m);
  if (!id || id[1] === '') continue;
  const str = entry.match(/^msgstr "(.*)"$/m);
  const continued = entry.match(/^msgstr ""\n"/m);
  if (str && str[1] === '' && !continued) missing.push(id[1]);
}
let failed = false;
if (before !== after) {
  console.error('The Lingui catalogues were stale: run `npm run i18n:extract` and translate, then commit.');
  failed = true;
}
if (missing.length) {
  console.error(
    `${missing.length} English translation(s) missing, e.g.:\n  ${missing.slice(0, 10).join('\n  ')}`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log(`i18n: catalogues fresh; ${entries.length - 1} messages, English complete.`);
