CREATE TABLE "perbaikan_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perbaikan_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tabel" text NOT NULL,
	"baris_id" text NOT NULL,
	"kolom" text NOT NULL,
	"nilai_lama" text,
	"nilai_baru" text,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farmasi_penjualan" DROP CONSTRAINT "farmasi_penjualan_bayar_ck";--> statement-breakpoint
ALTER TABLE "fee_aturan" DROP CONSTRAINT "fee_aturan_jenis_ck";--> statement-breakpoint
ALTER TABLE "pembayaran_metode" DROP CONSTRAINT "pembayaran_metode_ck";--> statement-breakpoint
ALTER TABLE "hasil_lab" DROP CONSTRAINT "hasil_lab_flag_ck";--> statement-breakpoint
ALTER TABLE "log_pasien" DROP CONSTRAINT "log_pasien_jenis_ck";--> statement-breakpoint
ALTER TABLE "resume_medis" DROP CONSTRAINT "resume_medis_jenis_ck";--> statement-breakpoint
CREATE INDEX "perbaikan_data_tabel_idx" ON "perbaikan_data" USING btree ("tabel","kolom");--> statement-breakpoint
-- Before the CHECKs below: every stored value outside its list is repaired and recorded in
-- perbaikan_data (docs/platform.md, "Data terjaga di basis data"). A NULL-able column becomes
-- NULL (unknown); a NOT NULL one its default or a stated safe value; where no value is safe
-- (money, stock, clinical meaning) the migration stops and names the rows, for a person to fix.
-- p_kunci is the row's key as an SQL expression, written by the migration, never by a user.
CREATE OR REPLACE FUNCTION perbaiki_daftar(
  p_tabel text, p_kunci text, p_kolom text, p_daftar text[], p_pengganti text, p_kosongkan boolean
) RETURNS integer AS $$
DECLARE
  v_jadi text := CASE WHEN p_kosongkan THEN NULL ELSE p_pengganti END;
  v_jumlah integer;
  v_contoh text;
BEGIN
  IF NOT p_kosongkan AND p_pengganti IS NULL THEN
    EXECUTE format('SELECT count(*) FROM %I WHERE NOT (%I = ANY ($1))', p_tabel, p_kolom)
      INTO v_jumlah USING p_daftar;
    IF v_jumlah > 0 THEN
      EXECUTE format(
        'SELECT string_agg(k || '' = '' || quote_literal(v), '', '') FROM '
        '(SELECT (%s)::text AS k, %I AS v FROM %I WHERE NOT (%I = ANY ($1)) ORDER BY 1 LIMIT 20) r',
        p_kunci, p_kolom, p_tabel, p_kolom)
        INTO v_contoh USING p_daftar;
      RAISE EXCEPTION '%.%: % baris berisi nilai di luar daftar dan tidak ada nilai pengganti yang aman; perbaiki baris ini lalu jalankan migrasi lagi: %',
        p_tabel, p_kolom, v_jumlah, v_contoh;
    END IF;
    RETURN 0;
  END IF;
  EXECUTE format(
    'WITH rusak AS (SELECT ctid AS baris, (%1$s)::text AS k, %2$I AS lama FROM %3$I WHERE NOT (%2$I = ANY ($1))), '
    'ubah AS (UPDATE %3$I t SET %2$I = $2 FROM rusak WHERE t.ctid = rusak.baris RETURNING rusak.k, rusak.lama) '
    'INSERT INTO perbaikan_data (tabel, baris_id, kolom, nilai_lama, nilai_baru) SELECT $3, k, $4, lama, $2 FROM ubah',
    p_kunci, p_kolom, p_tabel)
    USING p_daftar, v_jadi, p_tabel, p_kolom;
  GET DIAGNOSTICS v_jumlah = ROW_COUNT;
  IF v_jumlah > 0 THEN
    RAISE WARNING '%.%: % nilai di luar daftar diganti dengan %, tercatat di perbaikan_data',
      p_tabel, p_kolom, v_jumlah, coalesce(quote_literal(v_jadi), 'NULL');
  END IF;
  RETURN v_jumlah;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT perbaiki_daftar('akun', 'uid', 'role', ARRAY['DOKTER', 'PENDAFTARAN', 'PP', 'LABOR', 'POLI', 'TERAPIS', 'PSIKOLOG', 'IGD', 'APOTEKER', 'RADIOLOGI', 'DOKTER_RADIOLOGI', 'KASIR', 'PERAWAT', 'AHLI_GIZI', 'CASEMIX', 'POLI_HD', 'RM', 'ADMIN', 'MANAGEMENT', 'GUDANG', 'DOD'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('akun', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_akses_lokasi', 'akun_uid::text || ''/'' || lokasi_uid::text || ''/'' || akses::text', 'akses', ARRAY['stock_requisition_create', 'stock_requisition_reject', 'transfer_stock', 'increment_stock', 'decrement_stock', 'return_stock', 'purchase_requisition_create', 'purchase_order_create', 'goods_receipt_create'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_lokasi', 'uid', 'jenis', ARRAY['GUDANG', 'DEPO'], 'DEPO', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_lokasi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_kategori', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_kelas_terapi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_sediaan', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_supplier', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_varian', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_pengeluaran', 'uid', 'kategori', ARRAY['PEMBELIAN_OBAT', 'ONGKOS_KIRIM', 'OPERASIONAL', 'LAIN_LAIN'], 'LAIN_LAIN', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_paket_obat', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_produk', 'uid', 'golongan', ARRAY['BIASA', 'NARKOTIKA', 'PSIKOTROPIKA'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_produk', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('resep_detail', 'uid', 'bentuk_racikan', ARRAY['PUYER', 'KAPSUL', 'SALEP', 'KRIM', 'SIRUP', 'LAINNYA'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_dokumen', 'uid', 'status', ARRAY['DIAJUKAN', 'SEBAGIAN', 'DIPENUHI', 'DIPESAN', 'DITERIMA', 'DITOLAK', 'BATAL', 'DRAFT', 'SELESAI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_dokumen_riwayat', 'uid', 'status', ARRAY['DIAJUKAN', 'SEBAGIAN', 'DIPENUHI', 'DIPESAN', 'DITERIMA', 'DITOLAK', 'BATAL', 'DRAFT', 'SELESAI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('farmasi_penjualan', 'uid', 'tempat_bayar', ARRAY['FARMASI', 'KASIR'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('deposit', 'uid', 'metode', ARRAY['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('fee_aturan', 'uid', 'jenis_transaksi', ARRAY['KONSUL', 'TINDAKAN'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('fee_dokter', 'uid', 'tipe', ARRAY['PERSEN', 'NOMINAL'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('pembayaran', 'uid', 'penjamin', ARRAY['UMUM', 'BPJS', 'ASKES', 'ASURANSI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('pembayaran_metode', 'uid', 'metode', ARRAY['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'DEPOSIT'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('transaksi', 'uid', 'penjamin', ARRAY['UMUM', 'BPJS', 'ASKES', 'ASURANSI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('transaksi', 'uid', 'kelas', ARRAY['RAWAT_JALAN', 'KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('faskes', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('faskes', 'uid', 'jenis', ARRAY['RSU', 'RSK', 'KLINIK_UTAMA', 'KLINIK_PRATAMA'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('faskes', 'uid', 'kelas_rs', ARRAY['A', 'B', 'C', 'D'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('faskes_logo', 'faskes_uid', 'mime', ARRAY['image/png', 'image/jpeg'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('asuransi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('bank', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('nilai_rujukan_lab', 'uid', 'jenis_kelamin', ARRAY['L', 'P'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('paket_lab', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('pemeriksaan_lab', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('pemeriksaan_lab', 'uid', 'kelompok', ARRAY['HEMATOLOGI', 'HEMOSTASIS', 'KIMIA_KLINIK', 'ELEKTROLIT', 'IMUNOSEROLOGI', 'URINALISA', 'FESES', 'MIKROBIOLOGI', 'LAINNYA'], 'LAINNYA', false);--> statement-breakpoint
SELECT perbaiki_daftar('pemeriksaan_lab', 'uid', 'jenis_hasil', ARRAY['ANGKA', 'PILIHAN', 'TEKS'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('divisi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('jabatan', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('jabatan', 'uid', 'jenis', ARRAY['STRUKTURAL', 'FUNGSIONAL', 'PELAKSANA'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('lokasi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('organisasi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('organisasi', 'uid', 'jenis', ARRAY['YAYASAN', 'PERUSAHAAN', 'RUMAH_SAKIT', 'KLINIK', 'LAINNYA'], 'LAINNYA', false);--> statement-breakpoint
SELECT perbaiki_daftar('unit', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('poli', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('poli', 'uid', 'jenis', ARRAY['RAWAT_JALAN', 'IGD', 'HEMODIALISA'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('pemeriksaan_radiologi', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('pemeriksaan_radiologi', 'uid', 'modalitas', ARRAY['DX', 'CR', 'US', 'CT', 'MR', 'MG', 'RF', 'XA', 'PX', 'IO', 'BMD'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('dokter', 'pegawai_uid', 'spesialisasi', ARRAY['UMUM', 'GIGI', 'SP_PD', 'SP_A', 'SP_OG', 'SP_B', 'SP_OT', 'SP_U', 'SP_BS', 'SP_M', 'SP_THT', 'SP_N', 'SP_JP', 'SP_P', 'SP_DVE', 'SP_KJ', 'SP_RAD', 'SP_AN', 'SP_PK', 'SP_PA', 'SP_KFR', 'SP_EM', 'SP_GK', 'SP_KG', 'SP_ORT', 'SP_BM'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('dokter_jadwal', 'uid', 'hari', ARRAY['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('pegawai', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('pegawai', 'uid', 'jenis_kelamin', ARRAY['L', 'P'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('pegawai', 'uid', 'jenis_pegawai', ARRAY['MEDIS', 'PARAMEDIS', 'PENUNJANG', 'NON_MEDIS'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tarif', 'uid', 'jenis_item', ARRAY['TINDAKAN', 'LAB', 'PAKET_LAB', 'RADIOLOGI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tarif', 'uid', 'penjamin', ARRAY['UMUM', 'BPJS', 'ASKES', 'ASURANSI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tarif', 'uid', 'kelas', ARRAY['RAWAT_JALAN', 'KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tindakan', 'uid', 'status', ARRAY['AKTIF', 'NONAKTIF'], 'NONAKTIF', false);--> statement-breakpoint
SELECT perbaiki_daftar('tindakan', 'uid', 'kategori', ARRAY['KONSULTASI', 'VISITE', 'TINDAKAN_MEDIS', 'TINDAKAN_OPERATIF', 'TINDAKAN_KEPERAWATAN', 'TINDAKAN_KEBIDANAN', 'ADMINISTRASI'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tindakan', 'uid', 'golongan', ARRAY['KECIL', 'SEDANG', 'BESAR', 'KHUSUS'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'golongan_darah', ARRAY['A', 'B', 'AB', 'O'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'rhesus', ARRAY['POSITIF', 'NEGATIF'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'agama', ARRAY['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU', 'KEPERCAYAAN'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'status_perkawinan', ARRAY['BELUM_KAWIN', 'KAWIN', 'CERAI_HIDUP', 'CERAI_MATI'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'pendidikan', ARRAY['TIDAK_SEKOLAH', 'BELUM_TAMAT_SD', 'SD', 'SMP', 'SMA', 'D1_D2', 'D3', 'D4_S1', 'S2', 'S3'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('pasien', 'uid', 'pj_hubungan', ARRAY['SUAMI', 'ISTRI', 'AYAH', 'IBU', 'ANAK', 'SAUDARA', 'KERABAT', 'WALI', 'TEMAN', 'LAINNYA'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('asesmen', 'uid', 'jenis', ARRAY['KEPERAWATAN_POLI', 'KEPERAWATAN_ULANG', 'KEPERAWATAN_IGD', 'KEPERAWATAN_HD', 'MEDIS', 'MEDIS_IGD', 'MEDIS_HD'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('tindak_lanjut', 'uid', 'kondisi_pulang', ARRAY['Sembuh', 'Membaik', 'Belum sembuh', 'Memburuk'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('tindak_lanjut', 'uid', 'kelas_diminta', ARRAY['KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'], NULL, true);--> statement-breakpoint
SELECT perbaiki_daftar('hasil_lab', 'uid', 'kelompok', ARRAY['HEMATOLOGI', 'HEMOSTASIS', 'KIMIA_KLINIK', 'ELEKTROLIT', 'IMUNOSEROLOGI', 'URINALISA', 'FESES', 'MIKROBIOLOGI', 'LAINNYA'], 'LAINNYA', false);--> statement-breakpoint
SELECT perbaiki_daftar('hasil_lab', 'uid', 'jenis_hasil', ARRAY['ANGKA', 'PILIHAN', 'TEKS'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('hasil_lab', 'uid', 'flag', ARRAY['L', 'H', 'LL', 'HH', 'A'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('order_item', 'uid', 'status', ARRAY['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('order_penunjang', 'uid', 'status', ARRAY['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('order_riwayat', 'id', 'status', ARRAY['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('log_pasien', 'id', 'jenis', ARRAY['LOG_DATANG', 'LOG_ASSESSTMENT', 'LOG_TINDAKAN', 'LOG_LABOR', 'LOG_RADIOLOGI', 'LOG_OBAT', 'LOG_OBAT_PUYER', 'LOG_TRANSFER_RANAP', 'LOG_PULANG'], NULL, false);--> statement-breakpoint
SELECT perbaiki_daftar('resume_medis', 'uid', 'jenis', ARRAY['RJ', 'IGD', 'HD'], NULL, false);--> statement-breakpoint
ALTER TABLE "akun" ADD CONSTRAINT "akun_role_ck" CHECK ("akun"."role" in ('DOKTER', 'PENDAFTARAN', 'PP', 'LABOR', 'POLI', 'TERAPIS', 'PSIKOLOG', 'IGD', 'APOTEKER', 'RADIOLOGI', 'DOKTER_RADIOLOGI', 'KASIR', 'PERAWAT', 'AHLI_GIZI', 'CASEMIX', 'POLI_HD', 'RM', 'ADMIN', 'MANAGEMENT', 'GUDANG', 'DOD'));--> statement-breakpoint
ALTER TABLE "akun" ADD CONSTRAINT "akun_status_ck" CHECK ("akun"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_akses_lokasi" ADD CONSTRAINT "farmasi_akses_lokasi_akses_ck" CHECK ("farmasi_akses_lokasi"."akses" in ('stock_requisition_create', 'stock_requisition_reject', 'transfer_stock', 'increment_stock', 'decrement_stock', 'return_stock', 'purchase_requisition_create', 'purchase_order_create', 'goods_receipt_create'));--> statement-breakpoint
ALTER TABLE "farmasi_lokasi" ADD CONSTRAINT "farmasi_lokasi_jenis_ck" CHECK ("farmasi_lokasi"."jenis" in ('GUDANG', 'DEPO'));--> statement-breakpoint
ALTER TABLE "farmasi_lokasi" ADD CONSTRAINT "farmasi_lokasi_status_ck" CHECK ("farmasi_lokasi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_kategori" ADD CONSTRAINT "farmasi_kategori_status_ck" CHECK ("farmasi_kategori"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_kelas_terapi" ADD CONSTRAINT "farmasi_kelas_terapi_status_ck" CHECK ("farmasi_kelas_terapi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_sediaan" ADD CONSTRAINT "farmasi_sediaan_status_ck" CHECK ("farmasi_sediaan"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_supplier" ADD CONSTRAINT "farmasi_supplier_status_ck" CHECK ("farmasi_supplier"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_varian" ADD CONSTRAINT "farmasi_varian_status_ck" CHECK ("farmasi_varian"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_pengeluaran" ADD CONSTRAINT "farmasi_pengeluaran_kategori_ck" CHECK ("farmasi_pengeluaran"."kategori" in ('PEMBELIAN_OBAT', 'ONGKOS_KIRIM', 'OPERASIONAL', 'LAIN_LAIN'));--> statement-breakpoint
ALTER TABLE "farmasi_paket_obat" ADD CONSTRAINT "farmasi_paket_obat_status_ck" CHECK ("farmasi_paket_obat"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_golongan_ck" CHECK ("farmasi_produk"."golongan" in ('BIASA', 'NARKOTIKA', 'PSIKOTROPIKA'));--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_status_ck" CHECK ("farmasi_produk"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "resep_detail" ADD CONSTRAINT "resep_detail_bentuk_racikan_ck" CHECK ("resep_detail"."bentuk_racikan" in ('PUYER', 'KAPSUL', 'SALEP', 'KRIM', 'SIRUP', 'LAINNYA'));--> statement-breakpoint
ALTER TABLE "farmasi_dokumen" ADD CONSTRAINT "farmasi_dokumen_status_ck" CHECK ("farmasi_dokumen"."status" in ('DIAJUKAN', 'SEBAGIAN', 'DIPENUHI', 'DIPESAN', 'DITERIMA', 'DITOLAK', 'BATAL', 'DRAFT', 'SELESAI'));--> statement-breakpoint
ALTER TABLE "farmasi_dokumen_riwayat" ADD CONSTRAINT "farmasi_dokumen_riwayat_status_ck" CHECK ("farmasi_dokumen_riwayat"."status" in ('DIAJUKAN', 'SEBAGIAN', 'DIPENUHI', 'DIPESAN', 'DITERIMA', 'DITOLAK', 'BATAL', 'DRAFT', 'SELESAI'));--> statement-breakpoint
ALTER TABLE "farmasi_penjualan" ADD CONSTRAINT "farmasi_penjualan_tempat_bayar_ck" CHECK ("farmasi_penjualan"."tempat_bayar" in ('FARMASI', 'KASIR'));--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_metode_ck" CHECK ("deposit"."metode" in ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'));--> statement-breakpoint
ALTER TABLE "fee_aturan" ADD CONSTRAINT "fee_aturan_jenis_transaksi_ck" CHECK ("fee_aturan"."jenis_transaksi" in ('KONSUL', 'TINDAKAN'));--> statement-breakpoint
ALTER TABLE "fee_dokter" ADD CONSTRAINT "fee_dokter_tipe_ck" CHECK ("fee_dokter"."tipe" in ('PERSEN', 'NOMINAL'));--> statement-breakpoint
ALTER TABLE "pembayaran" ADD CONSTRAINT "pembayaran_penjamin_ck" CHECK ("pembayaran"."penjamin" in ('UMUM', 'BPJS', 'ASKES', 'ASURANSI'));--> statement-breakpoint
ALTER TABLE "pembayaran_metode" ADD CONSTRAINT "pembayaran_metode_metode_ck" CHECK ("pembayaran_metode"."metode" in ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'DEPOSIT'));--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_penjamin_ck" CHECK ("transaksi"."penjamin" in ('UMUM', 'BPJS', 'ASKES', 'ASURANSI'));--> statement-breakpoint
ALTER TABLE "transaksi" ADD CONSTRAINT "transaksi_kelas_ck" CHECK ("transaksi"."kelas" in ('RAWAT_JALAN', 'KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'));--> statement-breakpoint
ALTER TABLE "faskes" ADD CONSTRAINT "faskes_status_ck" CHECK ("faskes"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "faskes" ADD CONSTRAINT "faskes_jenis_ck" CHECK ("faskes"."jenis" in ('RSU', 'RSK', 'KLINIK_UTAMA', 'KLINIK_PRATAMA'));--> statement-breakpoint
ALTER TABLE "faskes" ADD CONSTRAINT "faskes_kelas_rs_ck" CHECK ("faskes"."kelas_rs" in ('A', 'B', 'C', 'D'));--> statement-breakpoint
ALTER TABLE "faskes_logo" ADD CONSTRAINT "faskes_logo_mime_ck" CHECK ("faskes_logo"."mime" in ('image/png', 'image/jpeg'));--> statement-breakpoint
ALTER TABLE "asuransi" ADD CONSTRAINT "asuransi_status_ck" CHECK ("asuransi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "bank" ADD CONSTRAINT "bank_status_ck" CHECK ("bank"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "nilai_rujukan_lab" ADD CONSTRAINT "nilai_rujukan_lab_jenis_kelamin_ck" CHECK ("nilai_rujukan_lab"."jenis_kelamin" in ('L', 'P'));--> statement-breakpoint
ALTER TABLE "paket_lab" ADD CONSTRAINT "paket_lab_status_ck" CHECK ("paket_lab"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "pemeriksaan_lab" ADD CONSTRAINT "pemeriksaan_lab_status_ck" CHECK ("pemeriksaan_lab"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "pemeriksaan_lab" ADD CONSTRAINT "pemeriksaan_lab_kelompok_ck" CHECK ("pemeriksaan_lab"."kelompok" in ('HEMATOLOGI', 'HEMOSTASIS', 'KIMIA_KLINIK', 'ELEKTROLIT', 'IMUNOSEROLOGI', 'URINALISA', 'FESES', 'MIKROBIOLOGI', 'LAINNYA'));--> statement-breakpoint
ALTER TABLE "pemeriksaan_lab" ADD CONSTRAINT "pemeriksaan_lab_jenis_hasil_ck" CHECK ("pemeriksaan_lab"."jenis_hasil" in ('ANGKA', 'PILIHAN', 'TEKS'));--> statement-breakpoint
ALTER TABLE "divisi" ADD CONSTRAINT "divisi_status_ck" CHECK ("divisi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "jabatan" ADD CONSTRAINT "jabatan_status_ck" CHECK ("jabatan"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "jabatan" ADD CONSTRAINT "jabatan_jenis_ck" CHECK ("jabatan"."jenis" in ('STRUKTURAL', 'FUNGSIONAL', 'PELAKSANA'));--> statement-breakpoint
ALTER TABLE "lokasi" ADD CONSTRAINT "lokasi_status_ck" CHECK ("lokasi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "organisasi" ADD CONSTRAINT "organisasi_status_ck" CHECK ("organisasi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "organisasi" ADD CONSTRAINT "organisasi_jenis_ck" CHECK ("organisasi"."jenis" in ('YAYASAN', 'PERUSAHAAN', 'RUMAH_SAKIT', 'KLINIK', 'LAINNYA'));--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_status_ck" CHECK ("unit"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "poli" ADD CONSTRAINT "poli_status_ck" CHECK ("poli"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "poli" ADD CONSTRAINT "poli_jenis_ck" CHECK ("poli"."jenis" in ('RAWAT_JALAN', 'IGD', 'HEMODIALISA'));--> statement-breakpoint
ALTER TABLE "pemeriksaan_radiologi" ADD CONSTRAINT "pemeriksaan_radiologi_status_ck" CHECK ("pemeriksaan_radiologi"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "pemeriksaan_radiologi" ADD CONSTRAINT "pemeriksaan_radiologi_modalitas_ck" CHECK ("pemeriksaan_radiologi"."modalitas" in ('DX', 'CR', 'US', 'CT', 'MR', 'MG', 'RF', 'XA', 'PX', 'IO', 'BMD'));--> statement-breakpoint
ALTER TABLE "dokter" ADD CONSTRAINT "dokter_spesialisasi_ck" CHECK ("dokter"."spesialisasi" in ('UMUM', 'GIGI', 'SP_PD', 'SP_A', 'SP_OG', 'SP_B', 'SP_OT', 'SP_U', 'SP_BS', 'SP_M', 'SP_THT', 'SP_N', 'SP_JP', 'SP_P', 'SP_DVE', 'SP_KJ', 'SP_RAD', 'SP_AN', 'SP_PK', 'SP_PA', 'SP_KFR', 'SP_EM', 'SP_GK', 'SP_KG', 'SP_ORT', 'SP_BM'));--> statement-breakpoint
ALTER TABLE "dokter_jadwal" ADD CONSTRAINT "dokter_jadwal_hari_ck" CHECK ("dokter_jadwal"."hari" in ('Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'));--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_status_ck" CHECK ("pegawai"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_jenis_kelamin_ck" CHECK ("pegawai"."jenis_kelamin" in ('L', 'P'));--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_jenis_pegawai_ck" CHECK ("pegawai"."jenis_pegawai" in ('MEDIS', 'PARAMEDIS', 'PENUNJANG', 'NON_MEDIS'));--> statement-breakpoint
ALTER TABLE "tarif" ADD CONSTRAINT "tarif_jenis_item_ck" CHECK ("tarif"."jenis_item" in ('TINDAKAN', 'LAB', 'PAKET_LAB', 'RADIOLOGI'));--> statement-breakpoint
ALTER TABLE "tarif" ADD CONSTRAINT "tarif_penjamin_ck" CHECK ("tarif"."penjamin" in ('UMUM', 'BPJS', 'ASKES', 'ASURANSI'));--> statement-breakpoint
ALTER TABLE "tarif" ADD CONSTRAINT "tarif_kelas_ck" CHECK ("tarif"."kelas" in ('RAWAT_JALAN', 'KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'));--> statement-breakpoint
ALTER TABLE "tindakan" ADD CONSTRAINT "tindakan_status_ck" CHECK ("tindakan"."status" in ('AKTIF', 'NONAKTIF'));--> statement-breakpoint
ALTER TABLE "tindakan" ADD CONSTRAINT "tindakan_kategori_ck" CHECK ("tindakan"."kategori" in ('KONSULTASI', 'VISITE', 'TINDAKAN_MEDIS', 'TINDAKAN_OPERATIF', 'TINDAKAN_KEPERAWATAN', 'TINDAKAN_KEBIDANAN', 'ADMINISTRASI'));--> statement-breakpoint
ALTER TABLE "tindakan" ADD CONSTRAINT "tindakan_golongan_ck" CHECK ("tindakan"."golongan" in ('KECIL', 'SEDANG', 'BESAR', 'KHUSUS'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_golongan_darah_ck" CHECK ("pasien"."golongan_darah" in ('A', 'B', 'AB', 'O'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_rhesus_ck" CHECK ("pasien"."rhesus" in ('POSITIF', 'NEGATIF'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_agama_ck" CHECK ("pasien"."agama" in ('ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU', 'KEPERCAYAAN'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_status_perkawinan_ck" CHECK ("pasien"."status_perkawinan" in ('BELUM_KAWIN', 'KAWIN', 'CERAI_HIDUP', 'CERAI_MATI'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_pendidikan_ck" CHECK ("pasien"."pendidikan" in ('TIDAK_SEKOLAH', 'BELUM_TAMAT_SD', 'SD', 'SMP', 'SMA', 'D1_D2', 'D3', 'D4_S1', 'S2', 'S3'));--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_pj_hubungan_ck" CHECK ("pasien"."pj_hubungan" in ('SUAMI', 'ISTRI', 'AYAH', 'IBU', 'ANAK', 'SAUDARA', 'KERABAT', 'WALI', 'TEMAN', 'LAINNYA'));--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_jenis_ck" CHECK ("asesmen"."jenis" in ('KEPERAWATAN_POLI', 'KEPERAWATAN_ULANG', 'KEPERAWATAN_IGD', 'KEPERAWATAN_HD', 'MEDIS', 'MEDIS_IGD', 'MEDIS_HD'));--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_kondisi_pulang_ck" CHECK ("tindak_lanjut"."kondisi_pulang" in ('Sembuh', 'Membaik', 'Belum sembuh', 'Memburuk'));--> statement-breakpoint
ALTER TABLE "tindak_lanjut" ADD CONSTRAINT "tindak_lanjut_kelas_diminta_ck" CHECK ("tindak_lanjut"."kelas_diminta" in ('KELAS_3', 'KELAS_2', 'KELAS_1', 'VIP', 'VVIP'));--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_kelompok_ck" CHECK ("hasil_lab"."kelompok" in ('HEMATOLOGI', 'HEMOSTASIS', 'KIMIA_KLINIK', 'ELEKTROLIT', 'IMUNOSEROLOGI', 'URINALISA', 'FESES', 'MIKROBIOLOGI', 'LAINNYA'));--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_jenis_hasil_ck" CHECK ("hasil_lab"."jenis_hasil" in ('ANGKA', 'PILIHAN', 'TEKS'));--> statement-breakpoint
ALTER TABLE "hasil_lab" ADD CONSTRAINT "hasil_lab_flag_ck" CHECK ("hasil_lab"."flag" in ('L', 'H', 'LL', 'HH', 'A'));--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_status_ck" CHECK ("order_item"."status" in ('DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'));--> statement-breakpoint
ALTER TABLE "order_penunjang" ADD CONSTRAINT "order_penunjang_status_ck" CHECK ("order_penunjang"."status" in ('DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'));--> statement-breakpoint
ALTER TABLE "order_riwayat" ADD CONSTRAINT "order_riwayat_status_ck" CHECK ("order_riwayat"."status" in ('DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI', 'BATAL'));--> statement-breakpoint
ALTER TABLE "log_pasien" ADD CONSTRAINT "log_pasien_jenis_ck" CHECK ("log_pasien"."jenis" in ('LOG_DATANG', 'LOG_ASSESSTMENT', 'LOG_TINDAKAN', 'LOG_LABOR', 'LOG_RADIOLOGI', 'LOG_OBAT', 'LOG_OBAT_PUYER', 'LOG_TRANSFER_RANAP', 'LOG_PULANG'));--> statement-breakpoint
ALTER TABLE "resume_medis" ADD CONSTRAINT "resume_medis_jenis_ck" CHECK ("resume_medis"."jenis" in ('RJ', 'IGD', 'HD'));