CREATE TABLE "farmasi_dokumen" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis" text NOT NULL,
	"nomor" text NOT NULL,
	"status" text NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"lokasi_tujuan_uid" uuid,
	"supplier_uid" uuid,
	"rujukan_uid" uuid,
	"tanggal" date NOT NULL,
	"no_faktur" text,
	"catatan" text,
	"alasan" text,
	"total" bigint DEFAULT 0 NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_dokumen_jenis_ck" CHECK ("farmasi_dokumen"."jenis" in ('SR', 'PR', 'PO', 'GR', 'SO', 'PENAMBAHAN', 'PENGURANGAN', 'RETUR'))
);
--> statement-breakpoint
CREATE TABLE "farmasi_dokumen_item" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dokumen_uid" uuid NOT NULL,
	"posisi" integer NOT NULL,
	"produk_uid" uuid NOT NULL,
	"satuan" text NOT NULL,
	"isi" integer DEFAULT 1 NOT NULL,
	"jumlah" integer NOT NULL,
	"jumlah_diproses" integer DEFAULT 0 NOT NULL,
	"harga_satuan" bigint DEFAULT 0 NOT NULL,
	"batch" text,
	"kedaluwarsa" date,
	"rujukan_item_uid" uuid,
	"jumlah_sistem" integer,
	"keterangan" text,
	CONSTRAINT "farmasi_dokumen_item_jumlah_ck" CHECK ("farmasi_dokumen_item"."jumlah" >= 0 and "farmasi_dokumen_item"."jumlah_diproses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "farmasi_dokumen_riwayat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dokumen_uid" uuid NOT NULL,
	"status" text NOT NULL,
	"keterangan" text,
	"oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmasi_penjualan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"nomor_antrian" text NOT NULL,
	"tanggal" date NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"nama_pembeli" text NOT NULL,
	"telepon" text,
	"status" text NOT NULL,
	"tempat_bayar" text NOT NULL,
	"total" bigint NOT NULL,
	"dibayar" bigint,
	"dibayar_pada" timestamp with time zone,
	"dipanggil_pada" timestamp with time zone,
	"diserahkan_pada" timestamp with time zone,
	"alasan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_penjualan_status_ck" CHECK ("farmasi_penjualan"."status" in ('MENUNGGU_BAYAR', 'LUNAS', 'DISERAHKAN', 'BATAL')),
	CONSTRAINT "farmasi_penjualan_bayar_ck" CHECK ("farmasi_penjualan"."tempat_bayar" in ('FARMASI', 'KASIR'))
);
--> statement-breakpoint
CREATE TABLE "farmasi_penjualan_item" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"penjualan_uid" uuid NOT NULL,
	"posisi" integer NOT NULL,
	"produk_uid" uuid NOT NULL,
	"jumlah" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"total" bigint NOT NULL,
	"aturan_pakai" text,
	CONSTRAINT "farmasi_penjualan_item_jumlah_ck" CHECK ("farmasi_penjualan_item"."jumlah" > 0)
);
--> statement-breakpoint
CREATE TABLE "farmasi_stok_batch" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"produk_uid" uuid NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"batch" text NOT NULL,
	"kedaluwarsa" date NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"jumlah" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_stok_batch_jumlah_ck" CHECK ("farmasi_stok_batch"."jumlah" >= 0)
);
--> statement-breakpoint
CREATE TABLE "farmasi_stok_mutasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_uid" uuid NOT NULL,
	"produk_uid" uuid NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" integer NOT NULL,
	"sisa" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"sumber" text NOT NULL,
	"sumber_uid" uuid,
	"nomor_dokumen" text,
	"keterangan" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_stok_mutasi_jumlah_ck" CHECK ("farmasi_stok_mutasi"."jumlah" <> 0),
	CONSTRAINT "farmasi_stok_mutasi_sisa_ck" CHECK ("farmasi_stok_mutasi"."sisa" >= 0),
	CONSTRAINT "farmasi_stok_mutasi_jenis_ck" CHECK ("farmasi_stok_mutasi"."jenis" in ('GR', 'TRANSFER_KELUAR', 'TRANSFER_MASUK', 'PENAMBAHAN', 'PENGURANGAN', 'RETUR_SUPPLIER', 'RESEP', 'RETUR_RESEP', 'PENJUALAN', 'BATAL_PENJUALAN', 'OPNAME'))
);
--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "nomor_antrian" text;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "disetujui_oleh" uuid;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "disetujui_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "selesai_oleh" uuid;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "selesai_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "dipanggil_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "dipanggil_kali" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "diserahkan_oleh" uuid;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "diserahkan_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "penerima" text;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "diretur_oleh" uuid;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "diretur_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resep" ADD COLUMN "alasan_retur" text;--> statement-breakpoint
ALTER TABLE "resep_detail" ADD COLUMN "harga_satuan" bigint;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen" ADD CONSTRAINT "farmasi_dokumen_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen" ADD CONSTRAINT "farmasi_dokumen_lokasi_tujuan_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_tujuan_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen" ADD CONSTRAINT "farmasi_dokumen_supplier_uid_farmasi_supplier_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."farmasi_supplier"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen" ADD CONSTRAINT "farmasi_dokumen_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen_item" ADD CONSTRAINT "farmasi_dokumen_item_dokumen_uid_farmasi_dokumen_uid_fk" FOREIGN KEY ("dokumen_uid") REFERENCES "public"."farmasi_dokumen"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen_item" ADD CONSTRAINT "farmasi_dokumen_item_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen_riwayat" ADD CONSTRAINT "farmasi_dokumen_riwayat_dokumen_uid_farmasi_dokumen_uid_fk" FOREIGN KEY ("dokumen_uid") REFERENCES "public"."farmasi_dokumen"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_dokumen_riwayat" ADD CONSTRAINT "farmasi_dokumen_riwayat_oleh_akun_uid_fk" FOREIGN KEY ("oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_penjualan" ADD CONSTRAINT "farmasi_penjualan_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_penjualan" ADD CONSTRAINT "farmasi_penjualan_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_penjualan_item" ADD CONSTRAINT "farmasi_penjualan_item_penjualan_uid_farmasi_penjualan_uid_fk" FOREIGN KEY ("penjualan_uid") REFERENCES "public"."farmasi_penjualan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_penjualan_item" ADD CONSTRAINT "farmasi_penjualan_item_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_batch" ADD CONSTRAINT "farmasi_stok_batch_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_batch" ADD CONSTRAINT "farmasi_stok_batch_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" ADD CONSTRAINT "farmasi_stok_mutasi_batch_uid_farmasi_stok_batch_uid_fk" FOREIGN KEY ("batch_uid") REFERENCES "public"."farmasi_stok_batch"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" ADD CONSTRAINT "farmasi_stok_mutasi_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" ADD CONSTRAINT "farmasi_stok_mutasi_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_stok_mutasi" ADD CONSTRAINT "farmasi_stok_mutasi_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_dokumen_nomor_uq" ON "farmasi_dokumen" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "farmasi_dokumen_daftar_idx" ON "farmasi_dokumen" USING btree ("jenis","status","tanggal");--> statement-breakpoint
CREATE INDEX "farmasi_dokumen_rujukan_idx" ON "farmasi_dokumen" USING btree ("rujukan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_dokumen_item_posisi_uq" ON "farmasi_dokumen_item" USING btree ("dokumen_uid","posisi");--> statement-breakpoint
CREATE INDEX "farmasi_dokumen_item_produk_idx" ON "farmasi_dokumen_item" USING btree ("produk_uid");--> statement-breakpoint
CREATE INDEX "farmasi_dokumen_riwayat_idx" ON "farmasi_dokumen_riwayat" USING btree ("dokumen_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_penjualan_nomor_uq" ON "farmasi_penjualan" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "farmasi_penjualan_tanggal_idx" ON "farmasi_penjualan" USING btree ("tanggal","status");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_penjualan_item_posisi_uq" ON "farmasi_penjualan_item" USING btree ("penjualan_uid","posisi");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_stok_batch_uq" ON "farmasi_stok_batch" USING btree ("produk_uid","lokasi_uid","batch","kedaluwarsa");--> statement-breakpoint
CREATE INDEX "farmasi_stok_batch_fefo_idx" ON "farmasi_stok_batch" USING btree ("lokasi_uid","produk_uid","kedaluwarsa");--> statement-breakpoint
CREATE INDEX "farmasi_stok_mutasi_kartu_idx" ON "farmasi_stok_mutasi" USING btree ("lokasi_uid","produk_uid","created_at");--> statement-breakpoint
CREATE INDEX "farmasi_stok_mutasi_waktu_idx" ON "farmasi_stok_mutasi" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "farmasi_stok_mutasi_sumber_idx" ON "farmasi_stok_mutasi" USING btree ("sumber","sumber_uid");--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_disetujui_oleh_akun_uid_fk" FOREIGN KEY ("disetujui_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_selesai_oleh_akun_uid_fk" FOREIGN KEY ("selesai_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_diserahkan_oleh_akun_uid_fk" FOREIGN KEY ("diserahkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resep" ADD CONSTRAINT "resep_diretur_oleh_akun_uid_fk" FOREIGN KEY ("diretur_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The stock ledger is append-only (ARCHITECTURE: "Stock changes only through movement rows"):
-- a wrong movement is corrected by a new one, so every quantity on hand stays explainable.
CREATE OR REPLACE FUNCTION farmasi_stok_mutasi_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'farmasi_stok_mutasi hanya boleh ditambah, tidak boleh diubah atau dihapus';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER farmasi_stok_mutasi_no_update BEFORE UPDATE OR DELETE ON farmasi_stok_mutasi
  FOR EACH ROW EXECUTE FUNCTION farmasi_stok_mutasi_append_only();
