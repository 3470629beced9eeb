CREATE TABLE "deposit" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"metode" text,
	"bank_uid" uuid,
	"referensi" text,
	"pembayaran_uid" uuid,
	"keterangan" text,
	"shift_uid" uuid NOT NULL,
	"kasir_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_nomor_unique" UNIQUE("nomor"),
	CONSTRAINT "deposit_jenis_ck" CHECK ("deposit"."jenis" in ('SETOR', 'PAKAI', 'PAKAI_BATAL', 'REFUND')),
	CONSTRAINT "deposit_tanda_ck" CHECK (case when "deposit"."jenis" in ('SETOR', 'PAKAI_BATAL') then "deposit"."jumlah" > 0 else "deposit"."jumlah" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "fee_aturan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pegawai_uid" uuid NOT NULL,
	"jenis_transaksi" text NOT NULL,
	"tindakan_uid" uuid,
	"tipe" text NOT NULL,
	"nilai" numeric(14, 2) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_aturan_tipe_ck" CHECK ("fee_aturan"."tipe" in ('PERSEN', 'NOMINAL')),
	CONSTRAINT "fee_aturan_nilai_ck" CHECK ("fee_aturan"."nilai" > 0 and ("fee_aturan"."tipe" <> 'PERSEN' or "fee_aturan"."nilai" <= 100)),
	CONSTRAINT "fee_aturan_jenis_ck" CHECK ("fee_aturan"."jenis_transaksi" in ('TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL'))
);
--> statement-breakpoint
CREATE TABLE "fee_dokter" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaksi_uid" uuid NOT NULL,
	"pembayaran_uid" uuid NOT NULL,
	"pegawai_uid" uuid NOT NULL,
	"aturan_uid" uuid,
	"dasar" bigint NOT NULL,
	"tipe" text NOT NULL,
	"nilai" numeric(14, 2) NOT NULL,
	"jumlah" bigint NOT NULL,
	"batal_pada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_dokter_jumlah_ck" CHECK ("fee_dokter"."jumlah" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kasir_shift" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"akun_uid" uuid NOT NULL,
	"dibuka_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"modal_awal" bigint DEFAULT 0 NOT NULL,
	"ditutup_pada" timestamp with time zone,
	"kas_dihitung" bigint,
	"catatan" text,
	CONSTRAINT "kasir_shift_modal_ck" CHECK ("kasir_shift"."modal_awal" >= 0 and coalesce("kasir_shift"."kas_dihitung", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "kasir_wewenang" (
	"akun_uid" uuid PRIMARY KEY NOT NULL,
	"maks_diskon_persen" integer NOT NULL,
	"diubah_oleh" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kasir_wewenang_persen_ck" CHECK ("kasir_wewenang"."maks_diskon_persen" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pembayaran" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"kunjungan_uid" uuid,
	"penjualan_uid" uuid,
	"pasien_uid" uuid,
	"nama_pembayar" text NOT NULL,
	"penjamin" text NOT NULL,
	"total_tagihan" bigint NOT NULL,
	"ditanggung_penjamin" bigint DEFAULT 0 NOT NULL,
	"diskon" bigint DEFAULT 0 NOT NULL,
	"alasan_diskon" text,
	"jumlah_bayar" bigint NOT NULL,
	"shift_uid" uuid NOT NULL,
	"kasir_uid" uuid NOT NULL,
	"membalik_uid" uuid,
	"alasan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pembayaran_nomor_unique" UNIQUE("nomor"),
	CONSTRAINT "pembayaran_sumber_ck" CHECK (("pembayaran"."kunjungan_uid" is null) <> ("pembayaran"."penjualan_uid" is null)),
	CONSTRAINT "pembayaran_jumlah_ck" CHECK ("pembayaran"."total_tagihan" = "pembayaran"."ditanggung_penjamin" + "pembayaran"."diskon" + "pembayaran"."jumlah_bayar"),
	CONSTRAINT "pembayaran_tanda_ck" CHECK (case when "pembayaran"."membalik_uid" is null
        then "pembayaran"."ditanggung_penjamin" >= 0 and "pembayaran"."diskon" >= 0 and "pembayaran"."jumlah_bayar" >= 0
        else "pembayaran"."ditanggung_penjamin" <= 0 and "pembayaran"."diskon" <= 0 and "pembayaran"."jumlah_bayar" <= 0 end)
);
--> statement-breakpoint
CREATE TABLE "pembayaran_item" (
	"pembayaran_uid" uuid NOT NULL,
	"transaksi_uid" uuid NOT NULL,
	CONSTRAINT "pembayaran_item_pembayaran_uid_transaksi_uid_pk" PRIMARY KEY("pembayaran_uid","transaksi_uid")
);
--> statement-breakpoint
CREATE TABLE "pembayaran_metode" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pembayaran_uid" uuid NOT NULL,
	"metode" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"bank_uid" uuid,
	"referensi" text,
	"diterima" bigint,
	"kembalian" bigint,
	CONSTRAINT "pembayaran_metode_ck" CHECK ("pembayaran_metode"."metode" in ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'DEPOSIT'))
);
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_bank_uid_bank_uid_fk" FOREIGN KEY ("bank_uid") REFERENCES "public"."bank"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_pembayaran_uid_pembayaran_uid_fk" FOREIGN KEY ("pembayaran_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_shift_uid_kasir_shift_uid_fk" FOREIGN KEY ("shift_uid") REFERENCES "public"."kasir_shift"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_kasir_uid_akun_uid_fk" FOREIGN KEY ("kasir_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_aturan" ADD CONSTRAINT "fee_aturan_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_aturan" ADD CONSTRAINT "fee_aturan_tindakan_uid_tindakan_uid_fk" FOREIGN KEY ("tindakan_uid") REFERENCES "public"."tindakan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_aturan" ADD CONSTRAINT "fee_aturan_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dokter" ADD CONSTRAINT "fee_dokter_transaksi_uid_transaksi_uid_fk" FOREIGN KEY ("transaksi_uid") REFERENCES "public"."transaksi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dokter" ADD CONSTRAINT "fee_dokter_pembayaran_uid_pembayaran_uid_fk" FOREIGN KEY ("pembayaran_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dokter" ADD CONSTRAINT "fee_dokter_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dokter" ADD CONSTRAINT "fee_dokter_aturan_uid_fee_aturan_uid_fk" FOREIGN KEY ("aturan_uid") REFERENCES "public"."fee_aturan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasir_shift" ADD CONSTRAINT "kasir_shift_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasir_wewenang" ADD CONSTRAINT "kasir_wewenang_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasir_wewenang" ADD CONSTRAINT "kasir_wewenang_diubah_oleh_akun_uid_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_penjualan_uid_farmasi_penjualan_uid_fk" FOREIGN KEY ("penjualan_uid") REFERENCES "public"."farmasi_penjualan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_shift_uid_kasir_shift_uid_fk" FOREIGN KEY ("shift_uid") REFERENCES "public"."kasir_shift"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_kasir_uid_akun_uid_fk" FOREIGN KEY ("kasir_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_membalik_uid_pembayaran_uid_fk" FOREIGN KEY ("membalik_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran_item" ADD CONSTRAINT "pembayaran_item_pembayaran_uid_pembayaran_uid_fk" FOREIGN KEY ("pembayaran_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran_item" ADD CONSTRAINT "pembayaran_item_transaksi_uid_transaksi_uid_fk" FOREIGN KEY ("transaksi_uid") REFERENCES "public"."transaksi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran_metode" ADD CONSTRAINT "pembayaran_metode_pembayaran_uid_pembayaran_uid_fk" FOREIGN KEY ("pembayaran_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembayaran_metode" ADD CONSTRAINT "pembayaran_metode_bank_uid_bank_uid_fk" FOREIGN KEY ("bank_uid") REFERENCES "public"."bank"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_kunjungan_idx" ON "deposit" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "deposit_created_idx" ON "deposit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_aturan_aktif_uq" ON "fee_aturan" USING btree ("pegawai_uid","jenis_transaksi",coalesce("tindakan_uid", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "fee_aturan"."aktif";--> statement-breakpoint
CREATE UNIQUE INDEX "fee_dokter_transaksi_uq" ON "fee_dokter" USING btree ("transaksi_uid") WHERE "fee_dokter"."batal_pada" is null;--> statement-breakpoint
CREATE INDEX "fee_dokter_pegawai_idx" ON "fee_dokter" USING btree ("pegawai_uid","created_at");--> statement-breakpoint
CREATE INDEX "fee_dokter_pembayaran_idx" ON "fee_dokter" USING btree ("pembayaran_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "kasir_shift_terbuka_uq" ON "kasir_shift" USING btree ("akun_uid") WHERE "kasir_shift"."ditutup_pada" is null;--> statement-breakpoint
CREATE INDEX "kasir_shift_dibuka_idx" ON "kasir_shift" USING btree ("dibuka_pada");--> statement-breakpoint
CREATE INDEX "pembayaran_kunjungan_idx" ON "pembayaran" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "pembayaran_created_idx" ON "pembayaran" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pembayaran_shift_idx" ON "pembayaran" USING btree ("shift_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "pembayaran_membalik_uq" ON "pembayaran" USING btree ("membalik_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "pembayaran_penjualan_uq" ON "pembayaran" USING btree ("penjualan_uid") WHERE "pembayaran"."membalik_uid" is null;--> statement-breakpoint
CREATE INDEX "pembayaran_item_transaksi_idx" ON "pembayaran_item" USING btree ("transaksi_uid");--> statement-breakpoint
CREATE INDEX "pembayaran_metode_pembayaran_idx" ON "pembayaran_metode" USING btree ("pembayaran_uid");--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_pembayaran_uid_pembayaran_uid_fk" FOREIGN KEY ("pembayaran_uid") REFERENCES "public"."pembayaran"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaksi_pembayaran_idx" ON "transaksi" USING btree ("pembayaran_uid");--> statement-breakpoint
CREATE INDEX "transaksi_created_idx" ON "transaksi" USING btree ("created_at");