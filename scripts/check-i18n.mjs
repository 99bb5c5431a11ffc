// Re-extracts the Lingui catalogues and fails when they were stale (a message in the code that is not
// in a committed catalogue) or when any English translation is missing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CATALOGS = ['messages', 'pages', 'portal', 'portal-more'];
const read = (locale) => CATALOGS.map((name) => readFileSync(`src/locales/${locale}/${name}.po`, 'utf8'));

const before = [...read('lt'), ...read('en')].join('\n');
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
const after = [...read('lt'), ...read('en')].join('\n');

const missing = [];
let total = 0;
for (const catalog of read('en')) {
  for (const entry of catalog.split(/\n\n+/)) {
    const id = entry.match(/^msgid "(.*)"$/m);
    if (!id || id[1] === '') continue;
    total += 1;
    const str = entry.match(/^msgstr "(.*)"$/m);
    const continued = entry.match(/^msgstr ""\n"/m);
    if (str && str[1] === '' && !continued) missing.push(id[1]);
  }
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
console.log(`i18n: catalogues fresh; ${total} messages in ${CATALOGS.length} catalogues, English complete.`);
