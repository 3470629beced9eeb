CREATE TABLE "perangkat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama" text NOT NULL,
	"jenis" text NOT NULL,
	"lingkup" uuid[] DEFAULT '{}' NOT NULL,
	"token_hash" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"terakhir_aktif" timestamp with time zone,
	"dibuat_oleh" uuid,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perangkat_jenis_ck" CHECK ("perangkat"."jenis" in ('ANJUNGAN', 'LAYAR_FARMASI', 'LAYAR_POLI'))
);
--> statement-breakpoint
CREATE TABLE "integrasi_pengaturan" (
	"mitra" text PRIMARY KEY NOT NULL,
	"aktif" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"cons_id" text NOT NULL,
	"rahasia_terenkripsi" text NOT NULL,
	"user_key_terenkripsi" text NOT NULL,
	"diubah_oleh" uuid,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrasi_pengaturan_mitra_ck" CHECK ("integrasi_pengaturan"."mitra" in ('BPJS_ANTREAN'))
);
--> statement-breakpoint
CREATE TABLE "dokter_cuti" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dokter_uid" uuid NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"alasan" text NOT NULL,
	"dibatalkan_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_online" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kodebooking" text NOT NULL,
	"sumber" text NOT NULL,
	"status" text DEFAULT 'DIPESAN' NOT NULL,
	"pasien_uid" uuid,
	"nomorkartu" text,
	"nik" text NOT NULL,
	"nohp" text,
	"poli_uid" uuid NOT NULL,
	"dokter_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"jam_mulai" text NOT NULL,
	"jam_selesai" text NOT NULL,
	"jenis_pasien" text NOT NULL,
	"jenis_kunjungan" integer,
	"nomor_referensi" text,
	"nomor" integer NOT NULL,
	"nomor_antrian" text NOT NULL,
	"estimasi_dilayani" timestamp with time zone NOT NULL,
	"layanan_uid" uuid,
	"checkin_pada" timestamp with time zone,
	"batal_pada" timestamp with time zone,
	"alasan_batal" text,
	"dihubungi_pada" timestamp with time zone,
	"dihubungi_catatan" text,
	"dibuat_oleh" text,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_online_sumber_ck" CHECK ("booking_online"."sumber" in ('MOBILE_JKN', 'RS')),
	CONSTRAINT "booking_online_status_ck" CHECK ("booking_online"."status" in ('DIPESAN', 'CHECKIN', 'BATAL', 'TIDAK_DATANG')),
	CONSTRAINT "booking_online_jenis_pasien_ck" CHECK ("booking_online"."jenis_pasien" in ('JKN', 'NON JKN'))
);
--> statement-breakpoint
CREATE TABLE "ws_akun" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ws_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"akun_uid" uuid NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mitra" text NOT NULL,
	"jenis" text NOT NULL,
	"kunci_unik" text NOT NULL,
	"kunci_urutan" text,
	"ringkasan" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'MENUNGGU' NOT NULL,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"coba_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"sewa_sampai" timestamp with time zone,
	"terkirim_pada" timestamp with time zone,
	"kode_jawaban" text,
	"jawaban" jsonb,
	"pesan_galat" text,
	"dikirim_ulang_oleh" uuid,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_mitra_ck" CHECK ("outbox"."mitra" in ('BPJS_ANTREAN')),
	CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('MENUNGGU', 'MENGIRIM', 'TERKIRIM', 'GAGAL'))
);
--> statement-breakpoint
ALTER TABLE "dokter_jadwal" ADD COLUMN "kuota_jkn" integer;--> statement-breakpoint
ALTER TABLE "dokter_cuti" ADD CONSTRAINT "dokter_cuti_dokter_uid_dokter_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."dokter"("pegawai_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_online" ADD CONSTRAINT "booking_online_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_online" ADD CONSTRAINT "booking_online_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_online" ADD CONSTRAINT "booking_online_dokter_uid_dokter_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."dokter"("pegawai_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_online" ADD CONSTRAINT "booking_online_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_token" ADD CONSTRAINT "ws_token_akun_uid_ws_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."ws_akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perangkat_token_uq" ON "perangkat" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dokter_cuti_dokter_idx" ON "dokter_cuti" USING btree ("dokter_uid","tanggal_mulai");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_online_kode_uq" ON "booking_online" USING btree ("kodebooking");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_online_nomor_uq" ON "booking_online" USING btree ("poli_uid","tanggal","nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_online_nik_hari_uq" ON "booking_online" USING btree ("nik","poli_uid","tanggal") WHERE "booking_online"."status" in ('DIPESAN', 'CHECKIN');--> statement-breakpoint
CREATE INDEX "booking_online_tanggal_idx" ON "booking_online" USING btree ("tanggal","poli_uid");--> statement-breakpoint
CREATE INDEX "booking_online_dokter_idx" ON "booking_online" USING btree ("dokter_uid","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "ws_akun_username_uq" ON "ws_akun" USING btree ("username");--> statement-breakpoint
CREATE INDEX "ws_token_kedaluwarsa_idx" ON "ws_token" USING btree ("kedaluwarsa");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_kunci_unik_uq" ON "outbox" USING btree ("mitra","kunci_unik");--> statement-breakpoint
CREATE INDEX "outbox_antre_idx" ON "outbox" USING btree ("coba_pada") WHERE "outbox"."status" in ('MENUNGGU', 'MENGIRIM');--> statement-breakpoint
CREATE INDEX "outbox_urutan_idx" ON "outbox" USING btree ("mitra","kunci_urutan","dibuat_pada");--> statement-breakpoint
CREATE INDEX "outbox_hari_idx" ON "outbox" USING btree ("mitra","dibuat_pada");