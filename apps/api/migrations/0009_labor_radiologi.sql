CREATE TABLE "hasil_lab" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"versi_uid" uuid NOT NULL,
	"order_item_uid" uuid NOT NULL,
	"pemeriksaan_uid" uuid NOT NULL,
	"posisi" integer NOT NULL,
	"paket" text,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"kelompok" text NOT NULL,
	"spesimen" text NOT NULL,
	"metode" text,
	"satuan" text,
	"jenis_hasil" text NOT NULL,
	"desimal" integer DEFAULT 0 NOT NULL,
	"pilihan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nilai_min" numeric,
	"nilai_maks" numeric,
	"kritis_min" numeric,
	"kritis_maks" numeric,
	"rujukan" text,
	"nilai" text,
	"nilai_angka" numeric,
	"flag" text,
	"catatan" text,
	CONSTRAINT "hasil_lab_flag_ck" CHECK ("hasil_lab"."flag" is null or "hasil_lab"."flag" in ('L', 'H', 'LL', 'HH', 'A'))
);
--> statement-breakpoint
CREATE TABLE "hasil_lab_versi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"versi" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"catatan" text,
	"alasan_koreksi" text,
	"diisi_oleh_nama" text,
	"diisi_pada" timestamp with time zone,
	"divalidasi_oleh" uuid,
	"validator_pegawai_uid" uuid,
	"validator_nama" text,
	"divalidasi_pada" timestamp with time zone,
	"dikoreksi_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hasil_lab_versi_status_ck" CHECK ("hasil_lab_versi"."status" in ('DRAFT', 'VALID', 'DIKOREKSI'))
);
--> statement-breakpoint
CREATE TABLE "order_riwayat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_riwayat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_uid" uuid NOT NULL,
	"status" text NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"akun_uid" uuid,
	"nama_petugas" text,
	"catatan" text
);
--> statement-breakpoint
CREATE TABLE "berkas_radiologi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"nama" text NOT NULL,
	"jenis" text NOT NULL,
	"mime" text NOT NULL,
	"ukuran" integer NOT NULL,
	"sha256" text NOT NULL,
	"kunci" text NOT NULL,
	"diunggah_oleh" uuid,
	"nama_pengunggah" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "berkas_radiologi_jenis_ck" CHECK ("berkas_radiologi"."jenis" in ('JPEG', 'PNG', 'PDF', 'DICOM'))
);
--> statement-breakpoint
CREATE TABLE "ekspertise_radiologi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"versi" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"temuan" text NOT NULL,
	"kesan" text NOT NULL,
	"dokter_uid" uuid,
	"dokter_nama" text,
	"akun_uid" uuid,
	"alasan_koreksi" text,
	"ditulis_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"divalidasi_pada" timestamp with time zone,
	"dikoreksi_pada" timestamp with time zone,
	CONSTRAINT "ekspertise_radiologi_status_ck" CHECK ("ekspertise_radiologi"."status" in ('DRAFT', 'VALID', 'DIKOREKSI'))
);
--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_versi_uid_hasil_lab_versi_uid_fk" FOREIGN KEY ("versi_uid") REFERENCES "public"."hasil_lab_versi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_order_item_uid_order_item_uid_fk" FOREIGN KEY ("order_item_uid") REFERENCES "public"."order_item"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_pemeriksaan_uid_pemeriksaan_lab_uid_fk" FOREIGN KEY ("pemeriksaan_uid") REFERENCES "public"."pemeriksaan_lab"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab_versi" ADD CONSTRAINT "hasil_lab_versi_order_uid_order_penunjang_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."order_penunjang"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab_versi" ADD CONSTRAINT "hasil_lab_versi_divalidasi_oleh_akun_uid_fk" FOREIGN KEY ("divalidasi_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab_versi" ADD CONSTRAINT "hasil_lab_versi_validator_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("validator_pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_lab_versi" ADD CONSTRAINT "hasil_lab_versi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_riwayat" ADD CONSTRAINT "order_riwayat_order_uid_order_penunjang_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."order_penunjang"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_riwayat" ADD CONSTRAINT "order_riwayat_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_radiologi" ADD CONSTRAINT "berkas_radiologi_order_uid_order_penunjang_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."order_penunjang"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_radiologi" ADD CONSTRAINT "berkas_radiologi_diunggah_oleh_akun_uid_fk" FOREIGN KEY ("diunggah_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekspertise_radiologi" ADD CONSTRAINT "ekspertise_radiologi_order_uid_order_penunjang_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."order_penunjang"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekspertise_radiologi" ADD CONSTRAINT "ekspertise_radiologi_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekspertise_radiologi" ADD CONSTRAINT "ekspertise_radiologi_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hasil_lab_versi_idx" ON "hasil_lab" USING btree ("versi_uid","posisi");--> statement-breakpoint
CREATE UNIQUE INDEX "hasil_lab_versi_uq" ON "hasil_lab_versi" USING btree ("order_uid","versi");--> statement-breakpoint
CREATE UNIQUE INDEX "hasil_lab_versi_berlaku_uq" ON "hasil_lab_versi" USING btree ("order_uid") WHERE "hasil_lab_versi"."status" <> 'DIKOREKSI';--> statement-breakpoint
CREATE INDEX "order_riwayat_order_idx" ON "order_riwayat" USING btree ("order_uid","id");--> statement-breakpoint
CREATE INDEX "berkas_radiologi_order_idx" ON "berkas_radiologi" USING btree ("order_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "berkas_radiologi_kunci_uq" ON "berkas_radiologi" USING btree ("kunci");--> statement-breakpoint
CREATE UNIQUE INDEX "ekspertise_radiologi_versi_uq" ON "ekspertise_radiologi" USING btree ("order_uid","versi");--> statement-breakpoint
CREATE UNIQUE INDEX "ekspertise_radiologi_berlaku_uq" ON "ekspertise_radiologi" USING btree ("order_uid") WHERE "ekspertise_radiologi"."status" <> 'DIKOREKSI';