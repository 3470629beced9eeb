CREATE TABLE "resep" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"dokter_uid" uuid,
	"lokasi_uid" uuid,
	"status" text DEFAULT 'REQUEST' NOT NULL,
	"alasan" text,
	"catatan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resep_status_ck" CHECK ("resep"."status" in ('REQUEST', 'APPROVED', 'REJECTED', 'DONE', 'RETUR'))
);
--> statement-breakpoint
CREATE TABLE "resep_detail" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resep_uid" uuid NOT NULL,
	"posisi" integer NOT NULL,
	"jenis" text NOT NULL,
	"produk_uid" uuid,
	"nama_racikan" text,
	"bentuk_racikan" text,
	"jumlah" integer NOT NULL,
	"satuan" text NOT NULL,
	"aturan_pakai" text NOT NULL,
	"catatan" text,
	CONSTRAINT "resep_detail_jenis_ck" CHECK ("resep_detail"."jenis" in ('NON_RACIKAN', 'RACIKAN')),
	CONSTRAINT "resep_detail_isi_ck" CHECK (("resep_detail"."jenis" = 'NON_RACIKAN' and "resep_detail"."produk_uid" is not null) or ("resep_detail"."jenis" = 'RACIKAN' and "resep_detail"."nama_racikan" is not null)),
	CONSTRAINT "resep_detail_jumlah_ck" CHECK ("resep_detail"."jumlah" > 0)
);
--> statement-breakpoint
CREATE TABLE "resep_racikan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resep_detail_uid" uuid NOT NULL,
	"posisi" integer NOT NULL,
	"produk_uid" uuid NOT NULL,
	"jumlah" numeric(12, 3) NOT NULL,
	"dosis" text,
	CONSTRAINT "resep_racikan_jumlah_ck" CHECK ("resep_racikan"."jumlah" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaksi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid,
	"pasien_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"sumber" text NOT NULL,
	"sumber_uid" uuid NOT NULL,
	"kode" text,
	"nama" text NOT NULL,
	"jumlah" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"total" bigint NOT NULL,
	"penjamin" text NOT NULL,
	"kelas" text NOT NULL,
	"pelaksana_uid" uuid,
	"membalik_uid" uuid,
	"alasan" text,
	"pembayaran_uid" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaksi_jenis_ck" CHECK ("transaksi"."jenis" in ('TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL')),
	CONSTRAINT "transaksi_total_ck" CHECK ("transaksi"."total" = "transaksi"."harga_satuan" * "transaksi"."jumlah"),
	CONSTRAINT "transaksi_balik_ck" CHECK (("transaksi"."membalik_uid" is null) = ("transaksi"."jumlah" > 0))
);
--> statement-breakpoint
CREATE TABLE "asesmen" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"isi" jsonb NOT NULL,
	"pegawai_uid" uuid,
	"nama_penulis" text NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"kode_icd10" text NOT NULL,
	"nama" text NOT NULL,
	"jenis" text NOT NULL,
	"kasus" text DEFAULT 'BARU' NOT NULL,
	"keterangan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_jenis_ck" CHECK ("diagnosis"."jenis" in ('UTAMA', 'SEKUNDER')),
	CONSTRAINT "diagnosis_kasus_ck" CHECK ("diagnosis"."kasus" in ('BARU', 'LAMA'))
);
--> statement-breakpoint
CREATE TABLE "prosedur" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"kode_icd9" text NOT NULL,
	"nama" text NOT NULL,
	"keterangan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tindak_lanjut" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"tanggal_kontrol" date,
	"faskes_rujukan" text,
	"alasan" text,
	"kondisi_pulang" text,
	"waktu_meninggal" timestamp with time zone,
	"kelas_diminta" text,
	"diterima_pada" timestamp with time zone,
	"catatan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tindak_lanjut_jenis_ck" CHECK ("tindak_lanjut"."jenis" in ('PULANG', 'KONTROL', 'RUJUK_LUAR', 'RANAP', 'MENINGGAL', 'PULANG_PAKSA'))
);
--> statement-breakpoint
CREATE TABLE "tindakan_layanan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"tindakan_uid" uuid NOT NULL,
	"jumlah" integer DEFAULT 1 NOT NULL,
	"pelaksana_uid" uuid,
	"catatan" text,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"alasan_batal" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tindakan_layanan_jumlah_ck" CHECK ("tindakan_layanan"."jumlah" between 1 and 100),
	CONSTRAINT "tindakan_layanan_status_ck" CHECK ("tindakan_layanan"."status" in ('AKTIF', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"pemeriksaan_lab_uid" uuid,
	"paket_lab_uid" uuid,
	"pemeriksaan_radiologi_uid" uuid,
	"nama" text NOT NULL,
	"posisi" integer NOT NULL,
	"status" text DEFAULT 'DIMINTA' NOT NULL,
	CONSTRAINT "order_item_satu_ck" CHECK (num_nonnulls("order_item"."pemeriksaan_lab_uid", "order_item"."paket_lab_uid", "order_item"."pemeriksaan_radiologi_uid") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_penunjang" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"jenis" text NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"dokter_uid" uuid,
	"status" text DEFAULT 'DIMINTA' NOT NULL,
	"cito" boolean DEFAULT false NOT NULL,
	"catatan_klinis" text,
	"alasan_batal" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_penunjang_jenis_ck" CHECK ("order_penunjang"."jenis" in ('LABOR', 'RADIOLOGI'))
);
--> statement-breakpoint
CREATE TABLE "log_pasien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_pasien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pasien_uid" uuid NOT NULL,
	"kunjungan_uid" uuid,
	"layanan_uid" uuid,
	"jenis" text NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"ringkasan" text NOT NULL,
	"sumber" text,
	"sumber_uid" uuid,
	"detail" jsonb,
	"akun_uid" uuid,
	"nama_petugas" text,
	CONSTRAINT "log_pasien_jenis_ck" CHECK ("log_pasien"."jenis" in ('LOG_DATANG', 'LOG_PULANG', 'LOG_LABOR', 'LOG_RADIOLOGI', 'LOG_OBAT', 'LOG_ASSESSTMENT', 'LOG_OBAT_PUYER', 'LOG_TINDAKAN', 'LOG_TRANSFER_RANAP'))
);
--> statement-breakpoint
CREATE TABLE "resume_medis" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"isi" jsonb NOT NULL,
	"dokter_uid" uuid,
	"nomor" text,
	"difinalkan_pada" timestamp with time zone,
	"difinalkan_oleh" uuid,
	"hash_dokumen" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_medis_jenis_ck" CHECK ("resume_medis"."jenis" in ('RJ', 'IGD', 'HD', 'RANAP')),
	CONSTRAINT "resume_medis_status_ck" CHECK ("resume_medis"."status" in ('DRAFT', 'FINAL'))
);
--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep_detail" ADD CONSTRAINT "resep_detail_resep_uid_resep_uid_fk" FOREIGN KEY ("resep_uid") REFERENCES "public"."resep"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep_detail" ADD CONSTRAINT "resep_detail_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep_racikan" ADD CONSTRAINT "resep_racikan_resep_detail_uid_resep_detail_uid_fk" FOREIGN KEY ("resep_detail_uid") REFERENCES "public"."resep_detail"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep_racikan" ADD CONSTRAINT "resep_racikan_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_pelaksana_uid_pegawai_uid_fk" FOREIGN KEY ("pelaksana_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_membalik_uid_transaksi_uid_fk" FOREIGN KEY ("membalik_uid") REFERENCES "public"."transaksi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis" ADD CONSTRAINT "diagnosis_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis" ADD CONSTRAINT "diagnosis_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis" ADD CONSTRAINT "diagnosis_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis" ADD CONSTRAINT "diagnosis_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosedur" ADD CONSTRAINT "prosedur_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosedur" ADD CONSTRAINT "prosedur_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosedur" ADD CONSTRAINT "prosedur_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosedur" ADD CONSTRAINT "prosedur_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_tindakan_uid_tindakan_uid_fk" FOREIGN KEY ("tindakan_uid") REFERENCES "public"."tindakan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_pelaksana_uid_pegawai_uid_fk" FOREIGN KEY ("pelaksana_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_layanan" ADD CONSTRAINT "tindakan_layanan_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_uid_order_penunjang_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."order_penunjang"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_pemeriksaan_lab_uid_pemeriksaan_lab_uid_fk" FOREIGN KEY ("pemeriksaan_lab_uid") REFERENCES "public"."pemeriksaan_lab"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_paket_lab_uid_paket_lab_uid_fk" FOREIGN KEY ("paket_lab_uid") REFERENCES "public"."paket_lab"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_pemeriksaan_radiologi_uid_pemeriksaan_radiologi_uid_fk" FOREIGN KEY ("pemeriksaan_radiologi_uid") REFERENCES "public"."pemeriksaan_radiologi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pasien" ADD CONSTRAINT "log_pasien_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pasien" ADD CONSTRAINT "log_pasien_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pasien" ADD CONSTRAINT "log_pasien_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pasien" ADD CONSTRAINT "log_pasien_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_difinalkan_oleh_akun_uid_fk" FOREIGN KEY ("difinalkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resep_nomor_uq" ON "resep" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "resep_layanan_idx" ON "resep" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "resep_status_idx" ON "resep" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resep_detail_posisi_uq" ON "resep_detail" USING btree ("resep_uid","posisi");--> statement-breakpoint
CREATE UNIQUE INDEX "resep_racikan_posisi_uq" ON "resep_racikan" USING btree ("resep_detail_uid","posisi");--> statement-breakpoint
CREATE INDEX "resep_racikan_detail_idx" ON "resep_racikan" USING btree ("resep_detail_uid");--> statement-breakpoint
CREATE INDEX "transaksi_kunjungan_idx" ON "transaksi" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "transaksi_sumber_idx" ON "transaksi" USING btree ("sumber","sumber_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "transaksi_membalik_uq" ON "transaksi" USING btree ("membalik_uid");--> statement-breakpoint
CREATE INDEX "asesmen_layanan_idx" ON "asesmen" USING btree ("layanan_uid","jenis","waktu");--> statement-breakpoint
CREATE INDEX "asesmen_pasien_idx" ON "asesmen" USING btree ("pasien_uid","waktu");--> statement-breakpoint
CREATE INDEX "diagnosis_layanan_idx" ON "diagnosis" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "diagnosis_pasien_idx" ON "diagnosis" USING btree ("pasien_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_utama_uq" ON "diagnosis" USING btree ("layanan_uid") WHERE "diagnosis"."jenis" = 'UTAMA';--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_kode_uq" ON "diagnosis" USING btree ("layanan_uid","kode_icd10");--> statement-breakpoint
CREATE INDEX "prosedur_layanan_idx" ON "prosedur" USING btree ("layanan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "prosedur_kode_uq" ON "prosedur" USING btree ("layanan_uid","kode_icd9");--> statement-breakpoint
CREATE UNIQUE INDEX "tindak_lanjut_layanan_uq" ON "tindak_lanjut" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "tindak_lanjut_jenis_idx" ON "tindak_lanjut" USING btree ("jenis","created_at");--> statement-breakpoint
CREATE INDEX "tindakan_layanan_layanan_idx" ON "tindakan_layanan" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_uid","posisi");--> statement-breakpoint
CREATE UNIQUE INDEX "order_penunjang_nomor_uq" ON "order_penunjang" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "order_penunjang_layanan_idx" ON "order_penunjang" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "order_penunjang_worklist_idx" ON "order_penunjang" USING btree ("jenis","status","created_at");--> statement-breakpoint
CREATE INDEX "log_pasien_pasien_waktu_idx" ON "log_pasien" USING btree ("pasien_uid","waktu" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "log_pasien_kunjungan_idx" ON "log_pasien" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_medis_layanan_uq" ON "resume_medis" USING btree ("layanan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_medis_nomor_uq" ON "resume_medis" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "resume_medis_pasien_idx" ON "resume_medis" USING btree ("pasien_uid");--> statement-breakpoint
CREATE INDEX "resume_medis_status_idx" ON "resume_medis" USING btree ("status","updated_at");