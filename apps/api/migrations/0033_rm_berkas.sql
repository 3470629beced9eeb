CREATE TABLE "rm_pelepasan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"pemohon_jenis" text NOT NULL,
	"pemohon_nama" text NOT NULL,
	"pemohon_instansi" text,
	"dasar" text NOT NULL,
	"nomor_surat" text,
	"bentuk" text NOT NULL,
	"isi" text NOT NULL,
	"keperluan" text,
	"persetujuan_nama" text,
	"persetujuan_hubungan" text,
	"persetujuan_waktu" timestamp with time zone,
	"persetujuan_cara" text,
	"persetujuan_saksi" text,
	"persetujuan_dicatat_oleh" uuid,
	"status" text DEFAULT 'DIAJUKAN' NOT NULL,
	"diajukan_pada" timestamp with time zone NOT NULL,
	"diajukan_oleh" uuid,
	"diputus_pada" timestamp with time zone,
	"diputus_oleh" uuid,
	"alasan" text,
	"diserahkan_pada" timestamp with time zone,
	"diserahkan_oleh" uuid,
	"diterima_oleh" text,
	"catatan_serah" text,
	CONSTRAINT "rm_pelepasan_pemohon_jenis_ck" CHECK ("rm_pelepasan"."pemohon_jenis" in ('PASIEN', 'KELUARGA', 'ASURANSI', 'PENEGAK_HUKUM', 'FASKES_LAIN')),
	CONSTRAINT "rm_pelepasan_dasar_ck" CHECK ("rm_pelepasan"."dasar" in ('PERMINTAAN_PASIEN', 'PENGOBATAN', 'ASURANSI', 'PENEGAKAN_HUKUM')),
	CONSTRAINT "rm_pelepasan_bentuk_ck" CHECK ("rm_pelepasan"."bentuk" in ('SALINAN', 'RINGKASAN')),
	CONSTRAINT "rm_pelepasan_persetujuan_hubungan_ck" CHECK ("rm_pelepasan"."persetujuan_hubungan" in ('PASIEN', 'SUAMI_ISTRI', 'ORANG_TUA', 'ANAK', 'WALI')),
	CONSTRAINT "rm_pelepasan_persetujuan_cara_ck" CHECK ("rm_pelepasan"."persetujuan_cara" in ('TERTULIS', 'LISAN')),
	CONSTRAINT "rm_pelepasan_status_ck" CHECK ("rm_pelepasan"."status" in ('DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'DISERAHKAN')),
	CONSTRAINT "rm_pelepasan_persetujuan_ck" CHECK ("rm_pelepasan"."status" not in ('DISETUJUI', 'DISERAHKAN') or "rm_pelepasan"."dasar" = 'PENEGAKAN_HUKUM' or "rm_pelepasan"."persetujuan_waktu" is not null)
);
--> statement-breakpoint
CREATE TABLE "rm_peminjaman" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"peminjam" text NOT NULL,
	"unit" text NOT NULL,
	"keperluan" text NOT NULL,
	"catatan" text,
	"dipinjam_pada" timestamp with time zone NOT NULL,
	"dipinjamkan_oleh" uuid,
	"jatuh_tempo" date NOT NULL,
	"dikembalikan_pada" timestamp with time zone,
	"diterima_oleh" uuid,
	"catatan_kembali" text,
	CONSTRAINT "rm_peminjaman_keperluan_ck" CHECK ("rm_peminjaman"."keperluan" in ('RAWAT_JALAN', 'RAWAT_INAP', 'GAWAT_DARURAT', 'PENELITIAN', 'PENGADILAN', 'KLAIM', 'AUDIT', 'LAINNYA'))
);
--> statement-breakpoint
ALTER TABLE "rm_pelepasan" ADD CONSTRAINT "rm_pelepasan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_pelepasan" ADD CONSTRAINT "rm_pelepasan_persetujuan_dicatat_oleh_akun_uid_fk" FOREIGN KEY ("persetujuan_dicatat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_pelepasan" ADD CONSTRAINT "rm_pelepasan_diajukan_oleh_akun_uid_fk" FOREIGN KEY ("diajukan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_pelepasan" ADD CONSTRAINT "rm_pelepasan_diputus_oleh_akun_uid_fk" FOREIGN KEY ("diputus_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_pelepasan" ADD CONSTRAINT "rm_pelepasan_diserahkan_oleh_akun_uid_fk" FOREIGN KEY ("diserahkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_peminjaman" ADD CONSTRAINT "rm_peminjaman_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_peminjaman" ADD CONSTRAINT "rm_peminjaman_dipinjamkan_oleh_akun_uid_fk" FOREIGN KEY ("dipinjamkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rm_peminjaman" ADD CONSTRAINT "rm_peminjaman_diterima_oleh_akun_uid_fk" FOREIGN KEY ("diterima_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rm_pelepasan_nomor_uq" ON "rm_pelepasan" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "rm_pelepasan_pasien_idx" ON "rm_pelepasan" USING btree ("pasien_uid","diajukan_pada");--> statement-breakpoint
CREATE INDEX "rm_pelepasan_diajukan_idx" ON "rm_pelepasan" USING btree ("diajukan_pada");--> statement-breakpoint
CREATE UNIQUE INDEX "rm_peminjaman_nomor_uq" ON "rm_peminjaman" USING btree ("nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "rm_peminjaman_terbuka_uq" ON "rm_peminjaman" USING btree ("pasien_uid") WHERE "rm_peminjaman"."dikembalikan_pada" is null;--> statement-breakpoint
CREATE INDEX "rm_peminjaman_pasien_idx" ON "rm_peminjaman" USING btree ("pasien_uid","dipinjam_pada");--> statement-breakpoint
CREATE INDEX "rm_peminjaman_dipinjam_idx" ON "rm_peminjaman" USING btree ("dipinjam_pada");