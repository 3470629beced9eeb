CREATE TABLE "pasien_kata" (
	"kata" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pasien" ADD COLUMN "sementara" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD COLUMN "dokumen_pdf" "bytea";--> statement-breakpoint
CREATE INDEX "pasien_kata_trgm_idx" ON "pasien_kata" USING gin ("kata" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pasien_nama_cari_awal_idx" ON "pasien" USING btree ("nama_cari" text_pattern_ops,length("nama"),"no_rm") WHERE "pasien"."digabung_ke" is null;--> statement-breakpoint
CREATE INDEX "pasien_nama_kata2_idx" ON "pasien" USING btree ((substr("nama_cari", strpos(substr("nama_cari", 2), ' ') + 1)) text_pattern_ops,"nama_cari" text_pattern_ops) WHERE "pasien"."digabung_ke" is null;--> statement-breakpoint
CREATE INDEX "pasien_nama_kata3_idx" ON "pasien" USING btree ((substr(substr("nama_cari", strpos(substr("nama_cari", 2), ' ') + 1), strpos(substr(substr("nama_cari", strpos(substr("nama_cari", 2), ' ') + 1), 2), ' ') + 1)) text_pattern_ops,"nama_cari" text_pattern_ops) WHERE "pasien"."digabung_ke" is null;--> statement-breakpoint
CREATE INDEX "pasien_sementara_idx" ON "pasien" USING btree ("no_rm") WHERE "pasien"."sementara" and "pasien"."digabung_ke" is null;
--> statement-breakpoint
-- The dictionary of name words for misspelt searches (pasien_kata, docs/pasien.md "Search"):
-- statement triggers add the words of every inserted or updated name, so bulk loads keep it whole.
-- Sorted inserts take the word locks in one order: two saves never wait on each other in a circle.
CREATE OR REPLACE FUNCTION pasien_kata_isi() RETURNS trigger AS $$
BEGIN
  INSERT INTO pasien_kata (kata)
  SELECT DISTINCT k FROM baru, unnest(string_to_array(btrim(baru.nama_cari), ' ')) AS k
  WHERE k <> '' ORDER BY k
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pasien_kata_tambah AFTER INSERT ON pasien REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION pasien_kata_isi();
--> statement-breakpoint
CREATE TRIGGER pasien_kata_ubah AFTER UPDATE ON pasien REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION pasien_kata_isi();
--> statement-breakpoint
INSERT INTO pasien_kata (kata)
SELECT DISTINCT k FROM pasien, unnest(string_to_array(btrim(nama_cari), ' ')) AS k
WHERE k <> '' ORDER BY k
ON CONFLICT DO NOTHING;
