CREATE TABLE "klaim" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sep_uid" uuid NOT NULL,
	"no_sep" text NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"jenis_rawat" text NOT NULL,
	"status" text DEFAULT 'DRAF' NOT NULL,
	"kode_cbg" text,
	"deskripsi_cbg" text,
	"tarif_cbg" bigint,
	"hasil_grouping" jsonb,
	"tarif_rs" bigint,
	"alasan_pending" text,
	"perbaikan" text,
	"dikirim_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klaim_status_ck" CHECK ("klaim"."status" in ('DRAF', 'DIGROUP', 'FINAL', 'TERKIRIM', 'DISETUJUI', 'PENDING', 'DISPUTE'))
);
--> statement-breakpoint
CREATE TABLE "klaim_riwayat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"klaim_uid" uuid NOT NULL,
	"status" text NOT NULL,
	"catatan" text,
	"oleh" uuid,
	"nama_oleh" text NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klaim_riwayat_status_ck" CHECK ("klaim_riwayat"."status" in ('DRAF', 'DIGROUP', 'FINAL', 'TERKIRIM', 'DISETUJUI', 'PENDING', 'DISPUTE'))
);
--> statement-breakpoint
ALTER TABLE "klaim" ADD CONSTRAINT "klaim_sep_uid_bpjs_sep_uid_fk" FOREIGN KEY ("sep_uid") REFERENCES "public"."bpjs_sep"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaim" ADD CONSTRAINT "klaim_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaim" ADD CONSTRAINT "klaim_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaim" ADD CONSTRAINT "klaim_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaim_riwayat" ADD CONSTRAINT "klaim_riwayat_klaim_uid_klaim_uid_fk" FOREIGN KEY ("klaim_uid") REFERENCES "public"."klaim"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaim_riwayat" ADD CONSTRAINT "klaim_riwayat_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "klaim_sep_uq" ON "klaim" USING btree ("sep_uid");--> statement-breakpoint
CREATE INDEX "klaim_status_idx" ON "klaim" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "klaim_kunjungan_idx" ON "klaim" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "klaim_riwayat_klaim_idx" ON "klaim_riwayat" USING btree ("klaim_uid","waktu");