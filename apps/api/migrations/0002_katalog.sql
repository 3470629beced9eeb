CREATE TABLE "icd10" (
	"kode" text PRIMARY KEY NOT NULL,
	"kode_tanpa_titik" text NOT NULL,
	"judul" text NOT NULL,
	"judul_id" text,
	"level" smallint NOT NULL,
	"leaf" boolean NOT NULL,
	"bab" text NOT NULL,
	"blok" text NOT NULL,
	"judul_cari" text NOT NULL,
	"judul_id_cari" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd9cm" (
	"kode" text PRIMARY KEY NOT NULL,
	"kode_tanpa_titik" text NOT NULL,
	"judul" text NOT NULL,
	"judul_singkat" text NOT NULL,
	"judul_cari" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "icd10_kode_tanpa_titik_idx" ON "icd10" USING btree ("kode_tanpa_titik" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "icd9cm_kode_tanpa_titik_idx" ON "icd9cm" USING btree ("kode_tanpa_titik" text_pattern_ops);