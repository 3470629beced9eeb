CREATE TABLE "persalinan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"status" text DEFAULT 'INPARTU' NOT NULL,
	"gravida" integer NOT NULL,
	"para" integer NOT NULL,
	"abortus" integer NOT NULL,
	"hpht" date NOT NULL,
	"catatan" text,
	"masuk_pada" timestamp with time zone NOT NULL,
	"waktu_lahir" timestamp with time zone,
	"cara" text,
	"penolong" text,
	"nama_penolong" text,
	"plasenta_lengkap" boolean,
	"plasenta_lahir_pada" timestamp with time zone,
	"perdarahan_ml" integer,
	"komplikasi" text,
	"pencatat_uid" uuid,
	"nama_pencatat" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persalinan_status_ck" CHECK ("persalinan"."status" in ('INPARTU', 'SELESAI')),
	CONSTRAINT "persalinan_cara_ck" CHECK ("persalinan"."cara" in ('SPONTAN', 'VAKUM', 'FORSEP', 'SEKSIO_SESAREA')),
	CONSTRAINT "persalinan_penolong_ck" CHECK ("persalinan"."penolong" in ('DOKTER', 'BIDAN')),
	CONSTRAINT "persalinan_selesai_ck" CHECK (("persalinan"."status" = 'SELESAI') = ("persalinan"."waktu_lahir" is not null and "persalinan"."cara" is not null))
);
--> statement-breakpoint
CREATE TABLE "persalinan_bayi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"persalinan_uid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"ibu_pasien_uid" uuid NOT NULL,
	"waktu_lahir" timestamp with time zone NOT NULL,
	"jenis_kelamin" text NOT NULL,
	"berat_gram" integer NOT NULL,
	"panjang_cm" numeric(4, 1) NOT NULL,
	"lingkar_kepala_cm" numeric(4, 1),
	"apgar_1" integer NOT NULL,
	"apgar_5" integer NOT NULL,
	"kelainan" text,
	"pasien_uid" uuid,
	"layanan_uid" uuid,
	"didaftarkan_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persalinan_bayi_jenis_kelamin_ck" CHECK ("persalinan_bayi"."jenis_kelamin" in ('L', 'P')),
	CONSTRAINT "persalinan_bayi_apgar_ck" CHECK ("persalinan_bayi"."apgar_1" between 0 and 10 and "persalinan_bayi"."apgar_5" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "persalinan_partograf" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"persalinan_uid" uuid NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"pembukaan_cm" numeric(3, 1),
	"penurunan" integer,
	"djj" integer,
	"his_per_10" integer,
	"lama_his" text,
	"air_ketuban" text,
	"penyusupan" text,
	"nadi" integer,
	"td_sistolik" integer,
	"td_diastolik" integer,
	"suhu" numeric(4, 1),
	"oksitosin_ui" numeric(4, 1),
	"tetes_per_menit" integer,
	"obat" text,
	"catatan" text,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persalinan_partograf_lama_his_ck" CHECK ("persalinan_partograf"."lama_his" in ('KURANG_20', 'ANTARA_20_40', 'LEBIH_40')),
	CONSTRAINT "persalinan_partograf_air_ketuban_ck" CHECK ("persalinan_partograf"."air_ketuban" in ('U', 'J', 'M', 'D', 'K')),
	CONSTRAINT "persalinan_partograf_penyusupan_ck" CHECK ("persalinan_partograf"."penyusupan" in ('0', '1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "kamar_operasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_operasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"status" text DEFAULT 'DRAF' NOT NULL,
	"nomor" text,
	"isi" jsonb NOT NULL,
	"perdarahan_ml" integer,
	"ditulis_oleh" uuid,
	"nama_penulis" text NOT NULL,
	"difinalkan_pada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laporan_operasi_status_ck" CHECK ("laporan_operasi"."status" in ('DRAF', 'FINAL'))
);
--> statement-breakpoint
CREATE TABLE "operasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode_booking" text NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"kamar_operasi_uid" uuid NOT NULL,
	"mulai" timestamp with time zone NOT NULL,
	"selesai_rencana" timestamp with time zone NOT NULL,
	"operator_uid" uuid NOT NULL,
	"asisten_uid" uuid,
	"anestesi_uid" uuid,
	"jenis_anestesi" text NOT NULL,
	"tindakan_uid" uuid NOT NULL,
	"prosedur" jsonb NOT NULL,
	"diagnosis" jsonb NOT NULL,
	"urgensi" text NOT NULL,
	"status" text DEFAULT 'DIJADWALKAN' NOT NULL,
	"catatan" text,
	"alasan_batal" text,
	"dimulai_pada" timestamp with time zone,
	"diselesaikan_pada" timestamp with time zone,
	"ditagih_layanan_uid" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operasi_rentang_ck" CHECK ("operasi"."selesai_rencana" > "operasi"."mulai"),
	CONSTRAINT "operasi_jenis_anestesi_ck" CHECK ("operasi"."jenis_anestesi" in ('UMUM', 'SPINAL', 'EPIDURAL', 'LOKAL', 'BLOK_SARAF', 'SEDASI')),
	CONSTRAINT "operasi_urgensi_ck" CHECK ("operasi"."urgensi" in ('ELEKTIF', 'CITO')),
	CONSTRAINT "operasi_status_ck" CHECK ("operasi"."status" in ('DIJADWALKAN', 'PERSIAPAN', 'OPERASI', 'SELESAI', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "operasi_catatan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"isi" jsonb NOT NULL,
	"oleh" uuid,
	"nama_petugas" text NOT NULL,
	"pada" timestamp with time zone NOT NULL,
	CONSTRAINT "operasi_catatan_jenis_ck" CHECK ("operasi_catatan"."jenis" in ('PRA_ANESTESI', 'ANESTESI'))
);
--> statement-breakpoint
CREATE TABLE "operasi_checklist" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"bagian" text NOT NULL,
	"jawaban" jsonb NOT NULL,
	"catatan" text,
	"oleh" uuid,
	"nama_petugas" text NOT NULL,
	"pada" timestamp with time zone NOT NULL,
	CONSTRAINT "operasi_checklist_bagian_ck" CHECK ("operasi_checklist"."bagian" in ('SIGN_IN', 'TIME_OUT', 'SIGN_OUT'))
);
--> statement-breakpoint
CREATE TABLE "operasi_riwayat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"dari" text,
	"ke" text NOT NULL,
	"alasan" text,
	"oleh" uuid,
	"nama_petugas" text NOT NULL,
	"pada" timestamp with time zone NOT NULL,
	CONSTRAINT "operasi_riwayat_dari_ck" CHECK ("operasi_riwayat"."dari" in ('DIJADWALKAN', 'PERSIAPAN', 'OPERASI', 'SELESAI', 'BATAL')),
	CONSTRAINT "operasi_riwayat_ke_ck" CHECK ("operasi_riwayat"."ke" in ('DIJADWALKAN', 'PERSIAPAN', 'OPERASI', 'SELESAI', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "operasi_tagihan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"peran" text NOT NULL,
	"tindakan_layanan_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operasi_tagihan_peran_ck" CHECK ("operasi_tagihan"."peran" in ('OPERATOR', 'ANESTESI', 'ASISTEN', 'KAMAR'))
);
--> statement-breakpoint
CREATE TABLE "hd_sesi_ranap" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"perawatan_inap_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"shift" text NOT NULL,
	"cito" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DIJADWALKAN' NOT NULL,
	"dokter_uid" uuid,
	"catatan" text,
	"pemesan_uid" uuid,
	"nama_pemesan" text NOT NULL,
	"asesmen_keperawatan_uid" uuid,
	"asesmen_medis_uid" uuid,
	"mulai_pada" timestamp with time zone,
	"mulai_oleh" uuid,
	"selesai_pada" timestamp with time zone,
	"selesai_oleh" uuid,
	"tindakan_layanan_uid" uuid,
	"batal_pada" timestamp with time zone,
	"alasan_batal" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hd_sesi_ranap_status_ck" CHECK ("hd_sesi_ranap"."status" in ('DIJADWALKAN', 'BERLANGSUNG', 'SELESAI', 'BATAL')),
	CONSTRAINT "hd_sesi_ranap_shift_ck" CHECK ("hd_sesi_ranap"."shift" in ('PAGI', 'SIANG', 'SORE'))
);
--> statement-breakpoint
CREATE TABLE "transisi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"asal" text NOT NULL,
	"operasi_uid" uuid,
	"prosedur" text NOT NULL,
	"skala" text NOT NULL,
	"status" text DEFAULT 'OBSERVASI' NOT NULL,
	"masuk_pada" timestamp with time zone NOT NULL,
	"penerima_uid" uuid,
	"nama_penerima" text NOT NULL,
	"keluar_pada" timestamp with time zone,
	"tujuan" text,
	"pengirim_uid" uuid,
	"nama_pengirim" text,
	"catatan_keluar" text,
	"alasan_override" text,
	"transaksi_uid" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transisi_asal_ck" CHECK ("transisi"."asal" in ('OPERASI', 'TINDAKAN')),
	CONSTRAINT "transisi_skala_ck" CHECK ("transisi"."skala" in ('ALDRETE', 'STEWARD')),
	CONSTRAINT "transisi_status_ck" CHECK ("transisi"."status" in ('OBSERVASI', 'SELESAI')),
	CONSTRAINT "transisi_tujuan_ck" CHECK ("transisi"."tujuan" in ('BANGSAL', 'ICU', 'PULANG')),
	CONSTRAINT "transisi_keluar_ck" CHECK (("transisi"."status" = 'SELESAI') = ("transisi"."keluar_pada" is not null and "transisi"."tujuan" is not null))
);
--> statement-breakpoint
CREATE TABLE "transisi_skor" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transisi_uid" uuid NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"skala" text NOT NULL,
	"rincian" jsonb NOT NULL,
	"total" integer NOT NULL,
	"memenuhi" boolean NOT NULL,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transisi_skor_skala_ck" CHECK ("transisi_skor"."skala" in ('ALDRETE', 'STEWARD'))
);
--> statement-breakpoint
CREATE TABLE "transisi_vital" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transisi_uid" uuid NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"td_sistolik" integer,
	"td_diastolik" integer,
	"nadi" integer,
	"respirasi" integer,
	"suhu" numeric(4, 1),
	"spo2" integer,
	"skala_nyeri" integer,
	"kesadaran" text,
	"catatan" text,
	"pegawai_uid" uuid,
	"nama_petugas" text NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transisi_vital_kesadaran_ck" CHECK ("transisi_vital"."kesadaran" in ('ALERT', 'CONFUSION', 'VOICE', 'PAIN', 'UNRESPONSIVE'))
);
--> statement-breakpoint
ALTER TABLE "esign_pengajuan" DROP CONSTRAINT "esign_pengajuan_jenis_ck";--> statement-breakpoint
ALTER TABLE "persalinan" ADD CONSTRAINT "persalinan_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan" ADD CONSTRAINT "persalinan_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan" ADD CONSTRAINT "persalinan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan" ADD CONSTRAINT "persalinan_pencatat_uid_pegawai_uid_fk" FOREIGN KEY ("pencatat_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan" ADD CONSTRAINT "persalinan_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_bayi" ADD CONSTRAINT "persalinan_bayi_persalinan_uid_persalinan_uid_fk" FOREIGN KEY ("persalinan_uid") REFERENCES "public"."persalinan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_bayi" ADD CONSTRAINT "persalinan_bayi_ibu_pasien_uid_pasien_uid_fk" FOREIGN KEY ("ibu_pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_bayi" ADD CONSTRAINT "persalinan_bayi_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_bayi" ADD CONSTRAINT "persalinan_bayi_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_bayi" ADD CONSTRAINT "persalinan_bayi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_partograf" ADD CONSTRAINT "persalinan_partograf_persalinan_uid_persalinan_uid_fk" FOREIGN KEY ("persalinan_uid") REFERENCES "public"."persalinan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_partograf" ADD CONSTRAINT "persalinan_partograf_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persalinan_partograf" ADD CONSTRAINT "persalinan_partograf_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_operasi" ADD CONSTRAINT "laporan_operasi_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_operasi" ADD CONSTRAINT "laporan_operasi_ditulis_oleh_akun_uid_fk" FOREIGN KEY ("ditulis_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_kamar_operasi_uid_kamar_operasi_uid_fk" FOREIGN KEY ("kamar_operasi_uid") REFERENCES "public"."kamar_operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_operator_uid_pegawai_uid_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_asisten_uid_pegawai_uid_fk" FOREIGN KEY ("asisten_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_anestesi_uid_pegawai_uid_fk" FOREIGN KEY ("anestesi_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_tindakan_uid_tindakan_uid_fk" FOREIGN KEY ("tindakan_uid") REFERENCES "public"."tindakan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_ditagih_layanan_uid_layanan_uid_fk" FOREIGN KEY ("ditagih_layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi" ADD CONSTRAINT "operasi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_catatan" ADD CONSTRAINT "operasi_catatan_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_catatan" ADD CONSTRAINT "operasi_catatan_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_checklist" ADD CONSTRAINT "operasi_checklist_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_checklist" ADD CONSTRAINT "operasi_checklist_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_riwayat" ADD CONSTRAINT "operasi_riwayat_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_riwayat" ADD CONSTRAINT "operasi_riwayat_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_tagihan" ADD CONSTRAINT "operasi_tagihan_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_tagihan" ADD CONSTRAINT "operasi_tagihan_tindakan_layanan_uid_tindakan_layanan_uid_fk" FOREIGN KEY ("tindakan_layanan_uid") REFERENCES "public"."tindakan_layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_perawatan_inap_uid_perawatan_inap_uid_fk" FOREIGN KEY ("perawatan_inap_uid") REFERENCES "public"."perawatan_inap"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_pemesan_uid_pegawai_uid_fk" FOREIGN KEY ("pemesan_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_asesmen_keperawatan_uid_asesmen_uid_fk" FOREIGN KEY ("asesmen_keperawatan_uid") REFERENCES "public"."asesmen"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_asesmen_medis_uid_asesmen_uid_fk" FOREIGN KEY ("asesmen_medis_uid") REFERENCES "public"."asesmen"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_mulai_oleh_akun_uid_fk" FOREIGN KEY ("mulai_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_selesai_oleh_akun_uid_fk" FOREIGN KEY ("selesai_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_tindakan_layanan_uid_tindakan_layanan_uid_fk" FOREIGN KEY ("tindakan_layanan_uid") REFERENCES "public"."tindakan_layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hd_sesi_ranap" ADD CONSTRAINT "hd_sesi_ranap_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_penerima_uid_pegawai_uid_fk" FOREIGN KEY ("penerima_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_pengirim_uid_pegawai_uid_fk" FOREIGN KEY ("pengirim_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_transaksi_uid_transaksi_uid_fk" FOREIGN KEY ("transaksi_uid") REFERENCES "public"."transaksi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi" ADD CONSTRAINT "transisi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_skor" ADD CONSTRAINT "transisi_skor_transisi_uid_transisi_uid_fk" FOREIGN KEY ("transisi_uid") REFERENCES "public"."transisi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_skor" ADD CONSTRAINT "transisi_skor_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_skor" ADD CONSTRAINT "transisi_skor_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_vital" ADD CONSTRAINT "transisi_vital_transisi_uid_transisi_uid_fk" FOREIGN KEY ("transisi_uid") REFERENCES "public"."transisi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_vital" ADD CONSTRAINT "transisi_vital_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transisi_vital" ADD CONSTRAINT "transisi_vital_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "persalinan_layanan_uq" ON "persalinan" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "persalinan_status_idx" ON "persalinan" USING btree ("status","masuk_pada");--> statement-breakpoint
CREATE INDEX "persalinan_pasien_idx" ON "persalinan" USING btree ("pasien_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "persalinan_bayi_urutan_uq" ON "persalinan_bayi" USING btree ("persalinan_uid","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "persalinan_bayi_pasien_uq" ON "persalinan_bayi" USING btree ("pasien_uid");--> statement-breakpoint
CREATE INDEX "persalinan_bayi_ibu_idx" ON "persalinan_bayi" USING btree ("ibu_pasien_uid");--> statement-breakpoint
CREATE INDEX "persalinan_partograf_idx" ON "persalinan_partograf" USING btree ("persalinan_uid","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "kamar_operasi_kode_uq" ON "kamar_operasi" USING btree ("kode");--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_operasi_operasi_uq" ON "laporan_operasi" USING btree ("operasi_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_operasi_nomor_uq" ON "laporan_operasi" USING btree ("nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "operasi_kode_booking_uq" ON "operasi" USING btree ("kode_booking");--> statement-breakpoint
CREATE INDEX "operasi_kamar_mulai_idx" ON "operasi" USING btree ("kamar_operasi_uid","mulai");--> statement-breakpoint
CREATE INDEX "operasi_mulai_idx" ON "operasi" USING btree ("mulai");--> statement-breakpoint
CREATE INDEX "operasi_pasien_idx" ON "operasi" USING btree ("pasien_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "operasi_catatan_jenis_uq" ON "operasi_catatan" USING btree ("operasi_uid","jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "operasi_checklist_bagian_uq" ON "operasi_checklist" USING btree ("operasi_uid","bagian");--> statement-breakpoint
CREATE INDEX "operasi_riwayat_operasi_idx" ON "operasi_riwayat" USING btree ("operasi_uid","pada");--> statement-breakpoint
CREATE UNIQUE INDEX "operasi_tagihan_peran_uq" ON "operasi_tagihan" USING btree ("operasi_uid","peran");--> statement-breakpoint
CREATE UNIQUE INDEX "hd_sesi_ranap_tanggal_uq" ON "hd_sesi_ranap" USING btree ("perawatan_inap_uid","tanggal") WHERE "hd_sesi_ranap"."status" <> 'BATAL';--> statement-breakpoint
CREATE UNIQUE INDEX "hd_sesi_ranap_tindakan_uq" ON "hd_sesi_ranap" USING btree ("tindakan_layanan_uid");--> statement-breakpoint
CREATE INDEX "hd_sesi_ranap_hari_idx" ON "hd_sesi_ranap" USING btree ("tanggal","shift");--> statement-breakpoint
CREATE INDEX "hd_sesi_ranap_layanan_idx" ON "hd_sesi_ranap" USING btree ("layanan_uid","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "transisi_layanan_terbuka_uq" ON "transisi" USING btree ("layanan_uid") WHERE "transisi"."status" = 'OBSERVASI';--> statement-breakpoint
CREATE INDEX "transisi_status_idx" ON "transisi" USING btree ("status","masuk_pada");--> statement-breakpoint
CREATE INDEX "transisi_pasien_idx" ON "transisi" USING btree ("pasien_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "transisi_operasi_uq" ON "transisi" USING btree ("operasi_uid");--> statement-breakpoint
CREATE INDEX "transisi_skor_idx" ON "transisi_skor" USING btree ("transisi_uid","waktu");--> statement-breakpoint
CREATE INDEX "transisi_vital_idx" ON "transisi_vital" USING btree ("transisi_uid","waktu");--> statement-breakpoint
SELECT perbaiki_daftar('esign_pengajuan', 'uid', 'jenis', ARRAY['SURAT', 'RESUME', 'HASIL_LAB', 'EKSPERTISE_RADIOLOGI', 'LAPORAN_OPERASI'], NULL, false);--> statement-breakpoint
ALTER TABLE "esign_pengajuan" ADD CONSTRAINT "esign_pengajuan_jenis_ck" CHECK ("esign_pengajuan"."jenis" in ('SURAT', 'RESUME', 'HASIL_LAB', 'EKSPERTISE_RADIOLOGI', 'LAPORAN_OPERASI'));--> statement-breakpoint
-- The theatres every installation starts with (docs/operasi.md).
INSERT INTO "kamar_operasi" ("kode", "nama") VALUES ('OK1', 'OK 1'), ('OK2', 'OK 2') ON CONFLICT DO NOTHING;
