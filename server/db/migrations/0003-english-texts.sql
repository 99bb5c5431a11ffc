-- English texts of notifications and document titles (issue 10 item 8): the customer reads the portal in
-- Lithuanian or English, so the server keeps both. NULL: no translation, the Lithuanian text is shown.
ALTER TABLE notifications ADD COLUMN title_en text, ADD COLUMN message_en text;
ALTER TABLE documents ADD COLUMN title_en text;
