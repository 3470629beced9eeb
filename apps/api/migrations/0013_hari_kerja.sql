CREATE TABLE "icd10_istilah" (
	"kode" text NOT NULL,
	"istilah" text NOT NULL,
	"istilah_cari" text NOT NULL,
	CONSTRAINT "icd10_istilah_kode_istilah_cari_pk" PRIMARY KEY("kode","istilah_cari")
);
--> statement-breakpoint
CREATE TABLE "icd10_pemakaian" (
	"kode" text PRIMARY KEY NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"terakhir" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengaturan_penjamin" (
	"penjamin" text PRIMARY KEY NOT NULL,
	"obat_setelah_lunas" boolean DEFAULT false NOT NULL,
	"diubah_oleh" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pengaturan_penjamin_penjamin_ck" CHECK ("pengaturan_penjamin"."penjamin" in ('UMUM', 'BPJS', 'ASKES', 'ASURANSI'))
);
--> statement-breakpoint
CREATE TABLE "layanan_alih_dokter" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"dokter_lama_uid" uuid,
	"dokter_baru_uid" uuid NOT NULL,
	"alasan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "poli" ADD COLUMN "wajib_asesmen_perawat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "icd10_istilah" ADD CONSTRAINT "icd10_istilah_kode_icd10_kode_fk" FOREIGN KEY ("kode") REFERENCES "public"."icd10"("kode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icd10_pemakaian" ADD CONSTRAINT "icd10_pemakaian_kode_icd10_kode_fk" FOREIGN KEY ("kode") REFERENCES "public"."icd10"("kode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan_alih_dokter" ADD CONSTRAINT "layanan_alih_dokter_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan_alih_dokter" ADD CONSTRAINT "layanan_alih_dokter_dokter_lama_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_lama_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan_alih_dokter" ADD CONSTRAINT "layanan_alih_dokter_dokter_baru_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_baru_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan_alih_dokter" ADD CONSTRAINT "layanan_alih_dokter_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layanan_alih_dokter_layanan_idx" ON "layanan_alih_dokter" USING btree ("layanan_uid","created_at");--> statement-breakpoint
-- Cash patients take their medicine once it is paid; guaranteed payers settle later (docs/kasir.md).
INSERT INTO "pengaturan_penjamin" ("penjamin", "obat_setelah_lunas") VALUES ('UMUM', true), ('BPJS', false), ('ASKES', false), ('ASURANSI', false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A clinic with no nurse assigned is run by its doctor alone: the doctor must not wait for a nursing assessment.
UPDATE "poli" SET "wajib_asesmen_perawat" = false WHERE NOT EXISTS (SELECT 1 FROM "perawat" WHERE "perawat"."poli_uid" = "poli"."uid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "icd10_istilah_cari_trgm_idx" ON "icd10_istilah" USING gin ("istilah_cari" gin_trgm_ops);
