CREATE TABLE "esign_ca" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"sumber" text NOT NULL,
	"sertifikat_pem" text NOT NULL,
	"kunci_privat" text NOT NULL,
	"berlaku_sampai" timestamp with time zone NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_penanda" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"akun_uid" uuid NOT NULL,
	"penyedia" text DEFAULT 'LOKAL' NOT NULL,
	"id_penyedia" text,
	"status" text DEFAULT 'DIAJUKAN' NOT NULL,
	"nik" text NOT NULL,
	"nama_ktp" text NOT NULL,
	"email" text NOT NULL,
	"telepon" text NOT NULL,
	"foto_ktp" "bytea" NOT NULL,
	"foto_ktp_tipe" text NOT NULL,
	"selfie" "bytea" NOT NULL,
	"selfie_tipe" text NOT NULL,
	"persetujuan_pada" timestamp with time zone NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_salah" integer DEFAULT 0 NOT NULL,
	"terkunci_pada" timestamp with time zone,
	"alasan_tolak" text,
	"diverifikasi_oleh" uuid,
	"diverifikasi_pada" timestamp with time zone,
	"sertifikat_pem" text,
	"kunci_privat" text,
	"sertifikat_serial" text,
	"sertifikat_berlaku_sampai" timestamp with time zone,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_penanda_penyedia_ck" CHECK ("esign_penanda"."penyedia" in ('LOKAL', 'TILAKA')),
	CONSTRAINT "esign_penanda_status_ck" CHECK ("esign_penanda"."status" in ('DIAJUKAN', 'AKTIF', 'DITOLAK', 'NONAKTIF'))
);
--> statement-breakpoint
CREATE TABLE "esign_pengajuan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis" text NOT NULL,
	"ref_uid" uuid NOT NULL,
	"judul" text NOT NULL,
	"nomor" text,
	"tanggal" date NOT NULL,
	"pasien_uid" uuid,
	"penanda_akun_uid" uuid NOT NULL,
	"status" text DEFAULT 'MENUNGGU' NOT NULL,
	"diajukan_oleh" uuid NOT NULL,
	"diajukan_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diputus_pada" timestamp with time zone,
	"alasan_tolak" text,
	"penanda_uid" uuid,
	"pdf" "bytea",
	"pdf_sha256" text,
	CONSTRAINT "esign_pengajuan_jenis_ck" CHECK ("esign_pengajuan"."jenis" in ('SURAT', 'RESUME', 'HASIL_LAB', 'EKSPERTISE_RADIOLOGI')),
	CONSTRAINT "esign_pengajuan_status_ck" CHECK ("esign_pengajuan"."status" in ('MENUNGGU', 'DITANDATANGANI', 'DITOLAK', 'DIBATALKAN'))
);
--> statement-breakpoint
CREATE TABLE "surat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kelompok" text NOT NULL,
	"jenis" text NOT NULL,
	"status" text DEFAULT 'DRAF' NOT NULL,
	"tanggal" date NOT NULL,
	"nomor" text,
	"nomor_urut" integer,
	"versi" integer DEFAULT 1 NOT NULL,
	"mengganti_uid" uuid,
	"pasien_uid" uuid NOT NULL,
	"layanan_uid" uuid,
	"pegawai_uid" uuid NOT NULL,
	"isi" jsonb NOT NULL,
	"dibuat_oleh" uuid NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diterbitkan_oleh" uuid,
	"diterbitkan_pada" timestamp with time zone,
	"dibatalkan_pada" timestamp with time zone,
	"alasan_batal" text,
	CONSTRAINT "surat_kelompok_ck" CHECK ("surat"."kelompok" in ('KETERANGAN', 'KONTROL', 'KELAHIRAN')),
	CONSTRAINT "surat_jenis_ck" CHECK ("surat"."jenis" in ('SAKIT', 'SEHAT', 'DIRAWAT', 'BUTA_WARNA', 'BEBAS_NARKOBA', 'KEMATIAN', 'KONTROL', 'KELAHIRAN')),
	CONSTRAINT "surat_status_ck" CHECK ("surat"."status" in ('DRAF', 'TERBIT', 'DIBATALKAN'))
);
--> statement-breakpoint
ALTER TABLE "esign_penanda" ADD CONSTRAINT "esign_penanda_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_penanda" ADD CONSTRAINT "esign_penanda_diverifikasi_oleh_akun_uid_fk" FOREIGN KEY ("diverifikasi_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_pengajuan" ADD CONSTRAINT "esign_pengajuan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_pengajuan" ADD CONSTRAINT "esign_pengajuan_penanda_akun_uid_akun_uid_fk" FOREIGN KEY ("penanda_akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_pengajuan" ADD CONSTRAINT "esign_pengajuan_diajukan_oleh_akun_uid_fk" FOREIGN KEY ("diajukan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_pengajuan" ADD CONSTRAINT "esign_pengajuan_penanda_uid_esign_penanda_uid_fk" FOREIGN KEY ("penanda_uid") REFERENCES "public"."esign_penanda"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_diterbitkan_oleh_akun_uid_fk" FOREIGN KEY ("diterbitkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_ca_aktif_uq" ON "esign_ca" USING btree ("aktif") WHERE "esign_ca"."aktif";--> statement-breakpoint
CREATE UNIQUE INDEX "esign_penanda_akun_uq" ON "esign_penanda" USING btree ("akun_uid") WHERE "esign_penanda"."status" in ('DIAJUKAN', 'AKTIF');--> statement-breakpoint
CREATE INDEX "esign_penanda_status_idx" ON "esign_penanda" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_pengajuan_dokumen_uq" ON "esign_pengajuan" USING btree ("jenis","ref_uid") WHERE "esign_pengajuan"."status" in ('MENUNGGU', 'DITANDATANGANI');--> statement-breakpoint
CREATE INDEX "esign_pengajuan_penanda_status_idx" ON "esign_pengajuan" USING btree ("penanda_akun_uid","status");--> statement-breakpoint
CREATE INDEX "esign_pengajuan_diajukan_idx" ON "esign_pengajuan" USING btree ("diajukan_pada");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_nomor_uq" ON "surat" USING btree ("nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_mengganti_uq" ON "surat" USING btree ("mengganti_uid") WHERE "surat"."status" <> 'DIBATALKAN';--> statement-breakpoint
CREATE INDEX "surat_pasien_idx" ON "surat" USING btree ("pasien_uid");--> statement-breakpoint
CREATE INDEX "surat_kelompok_tanggal_idx" ON "surat" USING btree ("kelompok","tanggal");--> statement-breakpoint
CREATE INDEX "surat_layanan_idx" ON "surat" USING btree ("layanan_uid");