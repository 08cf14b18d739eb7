-- Deleted text leaves the search indexes at once. By default FTS5 records a deletion as a marker and
-- keeps the deleted row's trigrams in its index pages until a later merge; with 'secure-delete' the
-- entries themselves are removed when the row is (SQLite 3.42+). Together with PRAGMA secure_delete
-- (set on every connection, api/src/db/client.ts) and the checkpoint after an account deletion
-- (api/src/db/erase.ts), "deletion removes every trace" holds for the database files.
INSERT INTO "DreamEntrySearch"("DreamEntrySearch", rank) VALUES ('secure-delete', 1);
INSERT INTO "DreamTagSearch"("DreamTagSearch", rank) VALUES ('secure-delete', 1);
INSERT INTO "UserSearch"("UserSearch", rank) VALUES ('secure-delete', 1);
