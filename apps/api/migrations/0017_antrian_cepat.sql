-- IF NOT EXISTS: a first version of this migration (without layanan_dokter_tanggal_idx) ran on
-- databases of the bench for a while; running the whole file again there must not fail.
CREATE INDEX IF NOT EXISTS "resep_antrean_idx" ON "resep" USING btree ("created_at","nomor") WHERE "resep"."status" = 'REQUEST' or "resep"."status" = 'APPROVED' or ("resep"."status" = 'DONE' and "resep"."diserahkan_pada" is null);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transaksi_belum_dibayar_idx" ON "transaksi" USING btree ("kunjungan_uid","total") WHERE "transaksi"."pembayaran_uid" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "layanan_dokter_tanggal_idx" ON "layanan" USING btree ("dokter_uid","tanggal");