CREATE TABLE "asuransi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alamat" text,
	"telepon" text,
	"email" text,
	"persen_markup" numeric(5, 2) DEFAULT 0 NOT NULL,
	"plafon" bigint,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no_rekening" text,
	"atas_nama" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "poli" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text DEFAULT 'RAWAT_JALAN' NOT NULL,
	"prefix_antrian" text NOT NULL,
	"kode_bpjs" text,
	"lokasi" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "tarif" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis_item" text NOT NULL,
	"item_uid" uuid NOT NULL,
	"penjamin" text NOT NULL,
	"kelas" text NOT NULL,
	"berlaku_mulai" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"dibuat_oleh" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "asuransi_kode_aktif_uq" ON "asuransi" USING btree ("kode") WHERE "asuransi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "asuransi_nama_aktif_uq" ON "asuransi" USING btree (lower("nama")) WHERE "asuransi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_kode_aktif_uq" ON "bank" USING btree ("kode") WHERE "bank"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_nama_aktif_uq" ON "bank" USING btree (lower("nama")) WHERE "bank"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "poli_kode_aktif_uq" ON "poli" USING btree ("kode") WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "poli_nama_aktif_uq" ON "poli" USING btree (lower("nama")) WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "poli_prefix_aktif_uq" ON "poli" USING btree ("prefix_antrian") WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "tarif_sel_uq" ON "tarif" USING btree ("jenis_item","item_uid","penjamin","kelas","berlaku_mulai");--> statement-breakpoint
CREATE INDEX "tarif_item_idx" ON "tarif" USING btree ("jenis_item","item_uid");