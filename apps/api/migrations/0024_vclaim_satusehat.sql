CREATE TABLE "bpjs_sep" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"no_kartu" text NOT NULL,
	"tgl_sep" date NOT NULL,
	"permintaan" jsonb NOT NULL,
	"status" text DEFAULT 'MENUNGGU' NOT NULL,
	"no_sep" text,
	"jawaban" jsonb,
	"pesan_bpjs" text,
	"alasan_hapus" text,
	"dibuat_oleh" uuid,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpjs_sep_status_ck" CHECK ("bpjs_sep"."status" in ('MENUNGGU', 'TERBIT', 'DITOLAK', 'DIHAPUS'))
);
--> statement-breakpoint
CREATE TABLE "satusehat_id" (
	"jenis" text NOT NULL,
	"uid_lokal" text NOT NULL,
	"id_satusehat" text NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satusehat_id_jenis_uid_lokal_pk" PRIMARY KEY("jenis","uid_lokal")
);
--> statement-breakpoint
ALTER TABLE "integrasi_pengaturan" DROP CONSTRAINT "integrasi_pengaturan_mitra_ck";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_mitra_ck";--> statement-breakpoint
ALTER TABLE "integrasi_pengaturan" ALTER COLUMN "user_key_terenkripsi" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "integrasi_pengaturan" ADD COLUMN "opsi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD COLUMN "kode_kfa" text;--> statement-breakpoint
ALTER TABLE "pemeriksaan_lab" ADD COLUMN "kode_loinc" text;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD CONSTRAINT "bpjs_sep_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD CONSTRAINT "bpjs_sep_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bpjs_sep_kunjungan_uq" ON "bpjs_sep" USING btree ("kunjungan_uid") WHERE "bpjs_sep"."status" <> 'DIHAPUS';--> statement-breakpoint
CREATE UNIQUE INDEX "bpjs_sep_no_uq" ON "bpjs_sep" USING btree ("no_sep");--> statement-breakpoint
CREATE INDEX "bpjs_sep_tanggal_idx" ON "bpjs_sep" USING btree ("tgl_sep");--> statement-breakpoint
-- The list only grows here; the repair runs anyway, as for every list (docs/platform.md "Data terjaga").
SELECT perbaiki_daftar('integrasi_pengaturan', 'mitra', 'mitra', ARRAY['BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('outbox', 'uid', 'mitra', ARRAY['BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'], NULL, false);--> statement-breakpoint
ALTER TABLE "integrasi_pengaturan" ADD CONSTRAINT "integrasi_pengaturan_mitra_ck" CHECK ("integrasi_pengaturan"."mitra" in ('BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_mitra_ck" CHECK ("outbox"."mitra" in ('BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'));