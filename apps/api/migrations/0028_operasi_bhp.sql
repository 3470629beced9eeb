CREATE TABLE "operasi_bhp" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operasi_uid" uuid NOT NULL,
	"produk_uid" uuid NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"jumlah" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"oleh" uuid,
	"nama_petugas" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dibatalkan_pada" timestamp with time zone,
	"dibatalkan_oleh" uuid,
	"nama_pembatal" text,
	"alasan_batal" text,
	CONSTRAINT "operasi_bhp_jumlah_ck" CHECK ("operasi_bhp"."jumlah" > 0)
);
--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" DROP CONSTRAINT "farmasi_stok_mutasi_jenis_ck";--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_operasi_uid_operasi_uid_fk" FOREIGN KEY ("operasi_uid") REFERENCES "public"."operasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operasi_bhp" ADD CONSTRAINT "operasi_bhp_dibatalkan_oleh_akun_uid_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operasi_bhp_operasi_idx" ON "operasi_bhp" USING btree ("operasi_uid","created_at");--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_stok_mutasi', 'uid', 'jenis', ARRAY['GR', 'TRANSFER_KELUAR', 'TRANSFER_MASUK', 'PENAMBAHAN', 'PENGURANGAN', 'RETUR_SUPPLIER', 'RESEP', 'RETUR_RESEP', 'PENJUALAN', 'BATAL_PENJUALAN', 'OPNAME', 'PEMAKAIAN', 'BATAL_PEMAKAIAN'], NULL, false);--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" ADD CONSTRAINT "farmasi_stok_mutasi_jenis_ck" CHECK ("farmasi_stok_mutasi"."jenis" in ('GR', 'TRANSFER_KELUAR', 'TRANSFER_MASUK', 'PENAMBAHAN', 'PENGURANGAN', 'RETUR_SUPPLIER', 'RESEP', 'RETUR_RESEP', 'PENJUALAN', 'BATAL_PENJUALAN', 'OPNAME', 'PEMAKAIAN', 'BATAL_PEMAKAIAN'));