-- A decided application's notification was titled only "Prašymas patvirtintas" / "Prašymas atmestas", so
-- several decisions looked the same in the list. Its message names the kind and the contract
-- ("<kind> (sutartis <number>) patvirtintas."): rows written before get that as their title, the way new
-- ones are written (src/domain/applications.ts, applicationDecisionNotice).
UPDATE notifications
   SET title = regexp_replace(message, '^(.+) \(sutartis ([^)]+)\) (patvirtintas|atmestas)[.:].*$', '\1 (\2) \3')
 WHERE type = 'Application'
   AND title IN ('Prašymas patvirtintas', 'Prašymas atmestas')
   AND message ~ '^.+ \(sutartis [^)]+\) (patvirtintas|atmestas)[.:]';

UPDATE notifications
   SET title_en = regexp_replace(message_en, '^(.+) \(contract ([^)]+)\) was (approved|rejected)[.:].*$', '\1 (\2) \3')
 WHERE type = 'Application'
   AND title_en IN ('Application approved', 'Application rejected')
   AND message_en ~ '^.+ \(contract [^)]+\) was (approved|rejected)[.:]';
