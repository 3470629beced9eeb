-- Word search in the ICD catalogues: `LIKE '% tifoid%'` on the folded titles, and typo-tolerant
-- word similarity (docs/katalog.md). pg_trgm is a trusted extension (PostgreSQL 13+): the database
-- owner may create it without superuser rights; embedded PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- English and Indonesian titles in one index, so that the words of one query may come from both.
CREATE INDEX IF NOT EXISTS "icd10_judul_cari_trgm_idx" ON "icd10" USING gin (("judul_cari" || "judul_id_cari") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "icd9cm_judul_cari_trgm_idx" ON "icd9cm" USING gin ("judul_cari" gin_trgm_ops);
