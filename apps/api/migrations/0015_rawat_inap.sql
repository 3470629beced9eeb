CREATE TABLE "perawatan_inap" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"asal" text NOT NULL,
	"tindak_lanjut_uid" uuid,
	"status" text DEFAULT 'DIRAWAT' NOT NULL,
	"diagnosis_masuk_kode" text,
	"diagnosis_masuk_nama" text,
	"kelas_hak" text,
	"surat_pengantar" text,
	"rencana_tindakan" text,
	"tanggal_rencana" date,
	"persetujuan_nama" text,
	"persetujuan_hubungan" text,
	"persetujuan_pada" timestamp with time zone,
	"deposit_diminta" bigint DEFAULT 0 NOT NULL,
	"masuk_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"cara_pulang" text,
	"kondisi_pulang" text,
	"faskes_rujukan" text,
	"waktu_meninggal" timestamp with time zone,
	"pulang_pada" timestamp with time zone,
	"dipulangkan_oleh" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perawatan_inap_asal_ck" CHECK ("perawatan_inap"."asal" in ('IGD', 'POLI', 'ELEKTIF')),
	CONSTRAINT "perawatan_inap_status_ck" CHECK ("perawatan_inap"."status" in ('DIRAWAT', 'PULANG')),
	CONSTRAINT "perawatan_inap_kelas_hak_ck" CHECK ("perawatan_inap"."kelas_hak" in ('KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP')),
	CONSTRAINT "perawatan_inap_cara_pulang_ck" CHECK ("perawatan_inap"."cara_pulang" in ('ATAS_PERSETUJUAN', 'APS', 'DIRUJUK', 'MENINGGAL'))
);
--> statement-breakpoint
CREATE TABLE "ranap_deposit_kelas" (
	"kelas" text PRIMARY KEY NOT NULL,
	"jumlah" bigint NOT NULL,
	"diubah_oleh" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rawat_inap" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"perawatan_inap_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"ruangan_uid" uuid NOT NULL,
	"kamar_uid" uuid NOT NULL,
	"bed_uid" uuid NOT NULL,
	"kelas" text NOT NULL,
	"kelas_tagih" text NOT NULL,
	"penempatan" text DEFAULT 'SESUAI_HAK' NOT NULL,
	"alasan_penempatan" text,
	"masuk_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"keluar_pada" timestamp with time zone,
	"sebab_keluar" text,
	"alasan_pindah" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rawat_inap_kelas_ck" CHECK ("rawat_inap"."kelas" in ('KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP')),
	CONSTRAINT "rawat_inap_kelas_tagih_ck" CHECK ("rawat_inap"."kelas_tagih" in ('KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP')),
	CONSTRAINT "rawat_inap_penempatan_ck" CHECK ("rawat_inap"."penempatan" in ('SESUAI_HAK', 'NAIK_KELAS', 'TITIPAN')),
	CONSTRAINT "rawat_inap_keluar_ck" CHECK (("rawat_inap"."keluar_pada" is null) = ("rawat_inap"."sebab_keluar" is null) and ("rawat_inap"."sebab_keluar" is null or "rawat_inap"."sebab_keluar" in ('PINDAH', 'PULANG')))
);
--> statement-breakpoint
CREATE TABLE "bed" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kamar_uid" uuid NOT NULL,
	"ruangan_uid" uuid NOT NULL,
	"no_bed" text NOT NULL,
	"status" text DEFAULT 'KOSONG' NOT NULL,
	"status_diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bed_status_ck" CHECK ("bed"."status" in ('KOSONG', 'TERISI', 'DIPESAN', 'DIBERSIHKAN', 'RUSAK'))
);
--> statement-breakpoint
CREATE TABLE "bed_riwayat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bed_uid" uuid NOT NULL,
	"status_lama" text,
	"status_baru" text NOT NULL,
	"alasan" text,
	"perawatan_inap_uid" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_harian" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"jenis_ruangan" text,
	CONSTRAINT "item_harian_status_ck" CHECK ("item_harian"."status" in ('AKTIF', 'NONAKTIF')),
	CONSTRAINT "item_harian_jenis_ck" CHECK ("item_harian"."jenis" in ('KAMAR', 'KEPERAWATAN')),
	CONSTRAINT "item_harian_jenis_ruangan_ck" CHECK ("item_harian"."jenis_ruangan" in ('BANGSAL', 'ICU', 'HCU', 'NICU', 'PICU', 'ISOLASI'))
);
--> statement-breakpoint
CREATE TABLE "kamar" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ruangan_uid" uuid NOT NULL,
	"no_kamar" text NOT NULL,
	"jenis_kelamin" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kamar_jk_ck" CHECK ("kamar"."jenis_kelamin" is null or "kamar"."jenis_kelamin" in ('L', 'P'))
);
--> statement-breakpoint
CREATE TABLE "ruangan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text DEFAULT 'BANGSAL' NOT NULL,
	"kelas" text NOT NULL,
	"lantai" text,
	"keterangan" text,
	CONSTRAINT "ruangan_status_ck" CHECK ("ruangan"."status" in ('AKTIF', 'NONAKTIF')),
	CONSTRAINT "ruangan_jenis_ck" CHECK ("ruangan"."jenis" in ('BANGSAL', 'ICU', 'HCU', 'NICU', 'PICU', 'ISOLASI')),
	CONSTRAINT "ruangan_kelas_ck" CHECK ("ruangan"."kelas" in ('KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'))
);
--> statement-breakpoint
CREATE TABLE "cppt" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"profesi" text NOT NULL,
	"pegawai_uid" uuid,
	"nama_penulis" text NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"subjektif" text,
	"objektif" text,
	"asesmen" text,
	"plan" text,
	"instruksi" text,
	"mengoreksi_uid" uuid,
	"diverifikasi_oleh" uuid,
	"diverifikasi_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cppt_profesi_ck" CHECK ("cppt"."profesi" in ('DOKTER', 'PERAWAT', 'AHLI_GIZI', 'APOTEKER', 'TERAPIS'))
);
--> statement-breakpoint
CREATE TABLE "diet_order" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"status" text DEFAULT 'DIMINTA' NOT NULL,
	"jenis_diet" text NOT NULL,
	"bentuk" text NOT NULL,
	"pantangan" text,
	"waktu_makan" text[] NOT NULL,
	"catatan" text,
	"mulai" date NOT NULL,
	"diminta_oleh" uuid,
	"ditetapkan_oleh" uuid,
	"ditetapkan_pada" timestamp with time zone,
	"dihentikan_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diet_order_status_ck" CHECK ("diet_order"."status" in ('DIMINTA', 'AKTIF', 'DIHENTIKAN')),
	CONSTRAINT "diet_order_bentuk_ck" CHECK ("diet_order"."bentuk" in ('BIASA', 'LUNAK', 'SARING', 'CAIR', 'SONDE'))
);
--> statement-breakpoint
CREATE TABLE "observasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"shift" text NOT NULL,
	"suhu" numeric(4, 1),
	"nadi" integer,
	"napas" integer,
	"sistol" integer,
	"diastol" integer,
	"spo2" integer,
	"oksigen" boolean DEFAULT false NOT NULL,
	"skala_nyeri" integer,
	"kesadaran" text,
	"intake_ml" integer,
	"output_ml" integer,
	"news2" integer,
	"catatan" text,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observasi_shift_ck" CHECK ("observasi"."shift" in ('PAGI', 'SIANG', 'MALAM')),
	CONSTRAINT "observasi_kesadaran_ck" CHECK ("observasi"."kesadaran" in ('ALERT', 'CONFUSION', 'VOICE', 'PAIN', 'UNRESPONSIVE'))
);
--> statement-breakpoint
CREATE TABLE "pemberian_obat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"rencana_obat_uid" uuid NOT NULL,
	"jadwal_pada" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"alasan" text,
	"diberikan_pada" timestamp with time zone,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pemberian_obat_status_ck" CHECK ("pemberian_obat"."status" in ('DIBERIKAN', 'DITUNDA', 'TIDAK_DIBERIKAN')),
	CONSTRAINT "pemberian_obat_alasan_ck" CHECK ("pemberian_obat"."status" = 'DIBERIKAN' or coalesce(trim("pemberian_obat"."alasan"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "ranap_tagihan_hari" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"perawatan_inap_uid" uuid NOT NULL,
	"rawat_inap_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"item" text NOT NULL,
	"pegawai_uid" uuid,
	"transaksi_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranap_tagihan_hari_item_ck" CHECK ("ranap_tagihan_hari"."item" in ('KAMAR', 'KEPERAWATAN', 'VISITE', 'SELISIH_KELAS'))
);
--> statement-breakpoint
CREATE TABLE "rencana_obat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"resep_detail_uid" uuid,
	"produk_uid" uuid,
	"nama_obat" text NOT NULL,
	"dosis" text NOT NULL,
	"rute" text NOT NULL,
	"jam" text[] NOT NULL,
	"mulai" date NOT NULL,
	"selesai" date,
	"dokter_uid" uuid,
	"dihentikan_pada" timestamp with time zone,
	"alasan_henti" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serah_terima" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"ruangan_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"shift" text NOT NULL,
	"situasi" text,
	"latar" text,
	"penilaian" text,
	"rekomendasi" text,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serah_terima_shift_ck" CHECK ("serah_terima"."shift" in ('PAGI', 'SIANG', 'MALAM'))
);
--> statement-breakpoint
ALTER TABLE "transaksi" DROP CONSTRAINT "transaksi_jenis_ck";--> statement-breakpoint
ALTER TABLE "layanan" DROP CONSTRAINT "layanan_jenis_ck";--> statement-breakpoint
ALTER TABLE "poli" DROP CONSTRAINT "poli_jenis_ck";--> statement-breakpoint
ALTER TABLE "tarif" DROP CONSTRAINT "tarif_jenis_item_ck";--> statement-breakpoint
ALTER TABLE "resume_medis" DROP CONSTRAINT "resume_medis_jenis_ck";--> statement-breakpoint
DROP INDEX "layanan_pasien_poli_hari_uq";--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_tindak_lanjut_uid_tindak_lanjut_uid_fk" FOREIGN KEY ("tindak_lanjut_uid") REFERENCES "public"."tindak_lanjut"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_dipulangkan_oleh_akun_uid_fk" FOREIGN KEY ("dipulangkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawatan_inap" ADD CONSTRAINT "perawatan_inap_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranap_deposit_kelas" ADD CONSTRAINT "ranap_deposit_kelas_diubah_oleh_akun_uid_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_perawatan_inap_uid_perawatan_inap_uid_fk" FOREIGN KEY ("perawatan_inap_uid") REFERENCES "public"."perawatan_inap"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_ruangan_uid_ruangan_uid_fk" FOREIGN KEY ("ruangan_uid") REFERENCES "public"."ruangan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_kamar_uid_kamar_uid_fk" FOREIGN KEY ("kamar_uid") REFERENCES "public"."kamar"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_bed_uid_bed_uid_fk" FOREIGN KEY ("bed_uid") REFERENCES "public"."bed"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rawat_inap" ADD CONSTRAINT "rawat_inap_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed" ADD CONSTRAINT "bed_kamar_uid_kamar_uid_fk" FOREIGN KEY ("kamar_uid") REFERENCES "public"."kamar"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed" ADD CONSTRAINT "bed_ruangan_uid_ruangan_uid_fk" FOREIGN KEY ("ruangan_uid") REFERENCES "public"."ruangan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_riwayat" ADD CONSTRAINT "bed_riwayat_bed_uid_bed_uid_fk" FOREIGN KEY ("bed_uid") REFERENCES "public"."bed"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_riwayat" ADD CONSTRAINT "bed_riwayat_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamar" ADD CONSTRAINT "kamar_ruangan_uid_ruangan_uid_fk" FOREIGN KEY ("ruangan_uid") REFERENCES "public"."ruangan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_mengoreksi_uid_cppt_uid_fk" FOREIGN KEY ("mengoreksi_uid") REFERENCES "public"."cppt"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_diverifikasi_oleh_pegawai_uid_fk" FOREIGN KEY ("diverifikasi_oleh") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cppt" ADD CONSTRAINT "cppt_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_order" ADD CONSTRAINT "diet_order_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_order" ADD CONSTRAINT "diet_order_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_order" ADD CONSTRAINT "diet_order_diminta_oleh_pegawai_uid_fk" FOREIGN KEY ("diminta_oleh") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_order" ADD CONSTRAINT "diet_order_ditetapkan_oleh_pegawai_uid_fk" FOREIGN KEY ("ditetapkan_oleh") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_order" ADD CONSTRAINT "diet_order_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observasi" ADD CONSTRAINT "observasi_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observasi" ADD CONSTRAINT "observasi_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observasi" ADD CONSTRAINT "observasi_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observasi" ADD CONSTRAINT "observasi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemberian_obat" ADD CONSTRAINT "pemberian_obat_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemberian_obat" ADD CONSTRAINT "pemberian_obat_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemberian_obat" ADD CONSTRAINT "pemberian_obat_rencana_obat_uid_rencana_obat_uid_fk" FOREIGN KEY ("rencana_obat_uid") REFERENCES "public"."rencana_obat"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemberian_obat" ADD CONSTRAINT "pemberian_obat_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pemberian_obat" ADD CONSTRAINT "pemberian_obat_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranap_tagihan_hari" ADD CONSTRAINT "ranap_tagihan_hari_perawatan_inap_uid_perawatan_inap_uid_fk" FOREIGN KEY ("perawatan_inap_uid") REFERENCES "public"."perawatan_inap"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranap_tagihan_hari" ADD CONSTRAINT "ranap_tagihan_hari_rawat_inap_uid_rawat_inap_uid_fk" FOREIGN KEY ("rawat_inap_uid") REFERENCES "public"."rawat_inap"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranap_tagihan_hari" ADD CONSTRAINT "ranap_tagihan_hari_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranap_tagihan_hari" ADD CONSTRAINT "ranap_tagihan_hari_transaksi_uid_transaksi_uid_fk" FOREIGN KEY ("transaksi_uid") REFERENCES "public"."transaksi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_obat" ADD CONSTRAINT "rencana_obat_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_obat" ADD CONSTRAINT "rencana_obat_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_obat" ADD CONSTRAINT "rencana_obat_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_obat" ADD CONSTRAINT "rencana_obat_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serah_terima" ADD CONSTRAINT "serah_terima_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serah_terima" ADD CONSTRAINT "serah_terima_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serah_terima" ADD CONSTRAINT "serah_terima_ruangan_uid_ruangan_uid_fk" FOREIGN KEY ("ruangan_uid") REFERENCES "public"."ruangan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serah_terima" ADD CONSTRAINT "serah_terima_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serah_terima" ADD CONSTRAINT "serah_terima_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perawatan_inap_layanan_uq" ON "perawatan_inap" USING btree ("layanan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "perawatan_inap_tindak_lanjut_uq" ON "perawatan_inap" USING btree ("tindak_lanjut_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "perawatan_inap_pasien_dirawat_uq" ON "perawatan_inap" USING btree ("pasien_uid") WHERE "perawatan_inap"."status" = 'DIRAWAT';--> statement-breakpoint
CREATE INDEX "perawatan_inap_masuk_idx" ON "perawatan_inap" USING btree ("masuk_pada");--> statement-breakpoint
CREATE INDEX "perawatan_inap_pulang_idx" ON "perawatan_inap" USING btree ("pulang_pada");--> statement-breakpoint
CREATE UNIQUE INDEX "rawat_inap_bed_terisi_uq" ON "rawat_inap" USING btree ("bed_uid") WHERE "rawat_inap"."keluar_pada" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rawat_inap_perawatan_terbuka_uq" ON "rawat_inap" USING btree ("perawatan_inap_uid") WHERE "rawat_inap"."keluar_pada" is null;--> statement-breakpoint
CREATE INDEX "rawat_inap_perawatan_idx" ON "rawat_inap" USING btree ("perawatan_inap_uid","masuk_pada");--> statement-breakpoint
CREATE INDEX "rawat_inap_layanan_idx" ON "rawat_inap" USING btree ("layanan_uid","masuk_pada");--> statement-breakpoint
CREATE INDEX "rawat_inap_ruangan_idx" ON "rawat_inap" USING btree ("ruangan_uid","masuk_pada");--> statement-breakpoint
CREATE UNIQUE INDEX "bed_kamar_no_uq" ON "bed" USING btree ("kamar_uid","no_bed");--> statement-breakpoint
CREATE INDEX "bed_ruangan_idx" ON "bed" USING btree ("ruangan_uid","status");--> statement-breakpoint
CREATE INDEX "bed_riwayat_bed_idx" ON "bed_riwayat" USING btree ("bed_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "item_harian_kode_aktif_uq" ON "item_harian" USING btree ("kode") WHERE "item_harian"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "item_harian_nama_idx" ON "item_harian" USING btree (lower("nama"));--> statement-breakpoint
CREATE UNIQUE INDEX "item_harian_jenis_aktif_uq" ON "item_harian" USING btree ("jenis",coalesce("jenis_ruangan", '')) WHERE "item_harian"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "kamar_ruangan_no_uq" ON "kamar" USING btree ("ruangan_uid","no_kamar");--> statement-breakpoint
CREATE UNIQUE INDEX "ruangan_kode_aktif_uq" ON "ruangan" USING btree ("kode") WHERE "ruangan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "ruangan_nama_aktif_uq" ON "ruangan" USING btree (lower("nama")) WHERE "ruangan"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "cppt_layanan_idx" ON "cppt" USING btree ("layanan_uid","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "cppt_koreksi_uq" ON "cppt" USING btree ("mengoreksi_uid");--> statement-breakpoint
CREATE INDEX "diet_order_layanan_idx" ON "diet_order" USING btree ("layanan_uid","created_at");--> statement-breakpoint
CREATE INDEX "observasi_layanan_idx" ON "observasi" USING btree ("layanan_uid","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "pemberian_obat_dosis_uq" ON "pemberian_obat" USING btree ("rencana_obat_uid","jadwal_pada") WHERE "pemberian_obat"."status" <> 'DITUNDA';--> statement-breakpoint
CREATE INDEX "pemberian_obat_layanan_idx" ON "pemberian_obat" USING btree ("layanan_uid","jadwal_pada");--> statement-breakpoint
CREATE UNIQUE INDEX "ranap_tagihan_hari_uq" ON "ranap_tagihan_hari" USING btree ("perawatan_inap_uid","tanggal","item",coalesce("pegawai_uid", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "rencana_obat_layanan_idx" ON "rencana_obat" USING btree ("layanan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "serah_terima_shift_uq" ON "serah_terima" USING btree ("layanan_uid","tanggal","shift");--> statement-breakpoint
CREATE INDEX "serah_terima_ruangan_idx" ON "serah_terima" USING btree ("ruangan_uid","tanggal","shift");--> statement-breakpoint
CREATE UNIQUE INDEX "layanan_pasien_poli_hari_uq" ON "layanan" USING btree ("pasien_uid","poli_uid","tanggal") WHERE "layanan"."status" <> 'BATAL' and "layanan"."jenis" <> 'RAWAT_INAP';--> statement-breakpoint
-- The lists only grow here; the repair runs anyway, as for every list (docs/platform.md "Data terjaga").
SELECT perbaiki_daftar('transaksi', 'uid', 'jenis', ARRAY['TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL', 'AKOMODASI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('poli', 'uid', 'jenis', ARRAY['RAWAT_JALAN', 'IGD', 'HEMODIALISA', 'RAWAT_INAP'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tarif', 'uid', 'jenis_item', ARRAY['TINDAKAN', 'LAB', 'PAKET_LAB', 'RADIOLOGI', 'HARIAN'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('resume_medis', 'uid', 'jenis', ARRAY['RJ', 'IGD', 'HD', 'RANAP'], NULL, false);--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_jenis_ck" CHECK ("transaksi"."jenis" in ('TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL', 'AKOMODASI'));--> statement-breakpoint
ALTER TABLE "layanan" ADD CONSTRAINT "layanan_jenis_ck" CHECK ("layanan"."jenis" in ('GAWAT_DARURAT', 'RAWAT_JALAN', 'RAWAT_INAP'));--> statement-breakpoint
ALTER TABLE "poli" ADD CONSTRAINT "poli_jenis_ck" CHECK ("poli"."jenis" in ('RAWAT_JALAN', 'IGD', 'HEMODIALISA', 'RAWAT_INAP'));--> statement-breakpoint
ALTER TABLE "tarif" ADD CONSTRAINT "tarif_jenis_item_ck" CHECK ("tarif"."jenis_item" in ('TINDAKAN', 'LAB', 'PAKET_LAB', 'RADIOLOGI', 'HARIAN'));--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_jenis_ck" CHECK ("resume_medis"."jenis" in ('RJ', 'IGD', 'HD', 'RANAP'));--> statement-breakpoint
-- The one unit stays hang on (docs/ranap.md): every stay is a layanan of jenis RAWAT_INAP at it, so
-- orders, prescriptions, procedures and charges reuse their rules unchanged. Reference data, made
-- here so a production database has it too; the clinic master cannot create or pick it.
INSERT INTO "poli" ("kode", "nama", "jenis", "prefix_antrian", "wajib_asesmen_perawat", "keterangan")
SELECT 'RANAP', 'Rawat Inap', 'RAWAT_INAP', 'RI', false, 'Unit rawat inap (dibuat sistem)'
WHERE NOT EXISTS (SELECT 1 FROM "poli" WHERE "jenis" = 'RAWAT_INAP');--> statement-breakpoint
-- The deposit asked of a UMUM patient at admission per class (settings, editable on /bed-management).
INSERT INTO "ranap_deposit_kelas" ("kelas", "jumlah") VALUES
  ('KELAS_3', 1000000), ('KELAS_2', 2000000), ('KELAS_1', 3000000), ('VIP', 5000000), ('VVIP', 10000000)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The daily care items (priced per payer × class on the tariff grid, tarif.jenis_item 'HARIAN').
INSERT INTO "item_harian" ("kode", "nama", "jenis", "jenis_ruangan") VALUES
  ('KMR', 'Kamar Rawat Inap (per hari)', 'KAMAR', NULL),
  ('ASKEP', 'Asuhan Keperawatan Rawat Inap (per hari)', 'KEPERAWATAN', NULL),
  ('KMR-ICU', 'Kamar ICU (per hari)', 'KAMAR', 'ICU'),
  ('ASKEP-ICU', 'Asuhan Keperawatan ICU (per hari)', 'KEPERAWATAN', 'ICU'),
  ('KMR-HCU', 'Kamar HCU (per hari)', 'KAMAR', 'HCU'),
  ('ASKEP-HCU', 'Asuhan Keperawatan HCU (per hari)', 'KEPERAWATAN', 'HCU'),
  ('KMR-NICU', 'Kamar NICU (per hari)', 'KAMAR', 'NICU'),
  ('ASKEP-NICU', 'Asuhan Keperawatan NICU (per hari)', 'KEPERAWATAN', 'NICU'),
  ('KMR-PICU', 'Kamar PICU (per hari)', 'KAMAR', 'PICU'),
  ('ASKEP-PICU', 'Asuhan Keperawatan PICU (per hari)', 'KEPERAWATAN', 'PICU'),
  ('KMR-ISO', 'Kamar Isolasi (per hari)', 'KAMAR', 'ISOLASI'),
  ('ASKEP-ISO', 'Asuhan Keperawatan Isolasi (per hari)', 'KEPERAWATAN', 'ISOLASI');
