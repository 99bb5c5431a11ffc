-- The funds' age group and strategy in English (issue 10 item 8): fund names stay as they are, but the
-- descriptive texts are read in the customer's language. NULL: no translation, the Lithuanian text is shown.
ALTER TABLE funds ADD COLUMN age_group_en text, ADD COLUMN strategy_en text;
