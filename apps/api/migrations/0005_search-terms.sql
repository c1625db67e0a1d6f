-- Typo correction works word by word: each word a shopper types is matched against the words the catalog uses.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The catalog's vocabulary (a few hundred rows). `term` is what a typed word is compared with; `phrase` is what
-- the product text is then searched for. Two neighbouring words also stand as one term ("aloevera" for "aloe
-- vera"), so a word run together is corrected like any other. Materialised, because deriving it takes longer
-- than the search itself: the catalog refreshes it after writing names (seed, start, back office).
CREATE MATERIALIZED VIEW "search_terms" AS
WITH "texts" AS (
  SELECT "name" AS "text" FROM "products" WHERE "status"
  UNION ALL SELECT "name" FROM "ingredients" WHERE "status"
  UNION ALL SELECT "name" FROM "sub_categories" WHERE "status"
), "words" AS (
  SELECT "word", "n", "texts"."text"
  FROM "texts", regexp_split_to_table(lower("texts"."text"), '[^a-z0-9]+') WITH ORDINALITY AS "w"("word", "n")
  WHERE "word" <> ''
), "pairs" AS (
  SELECT "a"."word" || "b"."word" AS "term", "a"."word" || ' ' || "b"."word" AS "phrase"
  FROM "words" "a" JOIN "words" "b" ON "b"."text" = "a"."text" AND "b"."n" = "a"."n" + 1
)
SELECT DISTINCT "word" AS "term", "word" AS "phrase" FROM "words"
UNION
SELECT "term", "phrase" FROM "pairs";--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" ("term");
