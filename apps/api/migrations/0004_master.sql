CREATE TABLE "farmasi_kategori" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_kelas_terapi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"induk_uid" uuid,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_sediaan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_supplier" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alamat" text,
	"telepon" text,
	"email" text,
	"npwp" text,
	"kontak_nama" text,
	"kontak_telepon" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_varian" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_paket_obat" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_paket_obat_item" (
	"paket_uid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"produk_uid" uuid NOT NULL,
	"jumlah" integer NOT NULL,
	"signa" text NOT NULL,
	CONSTRAINT "farmasi_paket_obat_item_paket_uid_urutan_pk" PRIMARY KEY("paket_uid","urutan")
);
--> statement-breakpoint
CREATE TABLE "farmasi_produk" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nama_generik" text,
	"kategori_uid" uuid NOT NULL,
	"varian_uid" uuid,
	"sediaan_uid" uuid,
	"kelas_terapi_uid" uuid,
	"supplier_uid" uuid,
	"formularium" boolean DEFAULT false NOT NULL,
	"fornas" boolean DEFAULT false NOT NULL,
	"high_alert" boolean DEFAULT false NOT NULL,
	"golongan" text DEFAULT 'BIASA' NOT NULL,
	"hna" bigint DEFAULT 0 NOT NULL,
	"ppn_persen" numeric(5, 2) DEFAULT 11 NOT NULL,
	"harga_dasar" bigint DEFAULT 0 NOT NULL,
	"satuan_dasar" text NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "farmasi_produk_satuan" (
	"produk_uid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"satuan" text NOT NULL,
	"isi" integer NOT NULL,
	"satuan_isi" text,
	"isi_dasar" integer NOT NULL,
	CONSTRAINT "farmasi_produk_satuan_produk_uid_urutan_pk" PRIMARY KEY("produk_uid","urutan")
);
--> statement-breakpoint
CREATE TABLE "farmasi_produk_stok_minimum" (
	"produk_uid" uuid NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"stok_minimum" integer NOT NULL,
	CONSTRAINT "farmasi_produk_stok_minimum_produk_uid_lokasi_uid_pk" PRIMARY KEY("produk_uid","lokasi_uid")
);
--> statement-breakpoint
CREATE TABLE "antrian" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"poli_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"nomor" integer NOT NULL,
	"nomor_antrian" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"kode_tiket" text NOT NULL,
	"status_diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"jumlah_panggil" integer DEFAULT 0 NOT NULL,
	"dipanggil_pada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "antrian_status_ck" CHECK ("antrian"."status" in ('WAITING', 'ON_PROCESS', 'WAITING_DOKTER', 'DONE', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "kunjungan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"penjamin" text NOT NULL,
	"asuransi_uid" uuid,
	"no_kartu" text,
	"no_rujukan" text,
	"no_sep" text,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"alasan_batal" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kunjungan_penjamin_ck" CHECK ("kunjungan"."penjamin" in ('UMUM', 'BPJS', 'ASKES', 'ASURANSI')),
	CONSTRAINT "kunjungan_status_ck" CHECK ("kunjungan"."status" in ('AKTIF', 'SELESAI', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "layanan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"tanggal" date NOT NULL,
	"poli_uid" uuid NOT NULL,
	"dokter_uid" uuid,
	"jenis" text NOT NULL,
	"jam_mulai" text,
	"jam_selesai" text,
	"keluhan" text,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layanan_jenis_ck" CHECK ("layanan"."jenis" in ('GAWAT_DARURAT', 'RAWAT_JALAN')),
	CONSTRAINT "layanan_status_ck" CHECK ("layanan"."status" in ('AKTIF', 'SELESAI', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "faskes" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"kelas_rs" text,
	"no_izin" text,
	"izin_berlaku_sampai" date,
	"alamat" text NOT NULL,
	"provinsi_kode" text NOT NULL,
	"kabupaten_kode" text NOT NULL,
	"kecamatan_kode" text NOT NULL,
	"desa_kode" text NOT NULL,
	"kode_pos" text,
	"telepon" text,
	"fax" text,
	"email" text,
	"website" text,
	"direktur" text,
	"nip_direktur" text,
	"motto" text,
	"keterangan" text,
	"digunakan" boolean DEFAULT false NOT NULL,
	CONSTRAINT "faskes_digunakan_aktif_ck" CHECK (not "faskes"."digunakan" or "faskes"."status" = 'AKTIF')
);
--> statement-breakpoint
CREATE TABLE "faskes_logo" (
	"faskes_uid" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"ukuran" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "nilai_rujukan_lab" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pemeriksaan_uid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"jenis_kelamin" text,
	"umur_min" integer DEFAULT 0 NOT NULL,
	"umur_maks" integer,
	"nilai_min" numeric,
	"nilai_maks" numeric,
	"kritis_min" numeric,
	"kritis_maks" numeric,
	"teks_normal" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "paket_lab" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "paket_lab_item" (
	"paket_uid" uuid NOT NULL,
	"pemeriksaan_uid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "paket_lab_item_paket_uid_pemeriksaan_uid_pk" PRIMARY KEY("paket_uid","pemeriksaan_uid")
);
--> statement-breakpoint
CREATE TABLE "pemeriksaan_lab" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kelompok" text NOT NULL,
	"spesimen" text NOT NULL,
	"metode" text,
	"satuan" text,
	"jenis_hasil" text DEFAULT 'ANGKA' NOT NULL,
	"pilihan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desimal" integer DEFAULT 0 NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "divisi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organisasi_uid" uuid,
	"kepala" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "jabatan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"tingkat" integer,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "lokasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organisasi_uid" uuid,
	"gedung" text,
	"lantai" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "organisasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"induk_uid" uuid,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"divisi_uid" uuid,
	"lokasi_uid" uuid,
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
CREATE TABLE "pemeriksaan_radiologi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modalitas" text NOT NULL,
	"bagian_tubuh" text NOT NULL,
	"proyeksi" text,
	"kontras" boolean DEFAULT false NOT NULL,
	"persiapan" text,
	"kode_icd9" text,
	"template_ekspertise" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "dokter" (
	"pegawai_uid" uuid PRIMARY KEY NOT NULL,
	"spesialisasi" text NOT NULL,
	"no_sip" text,
	"sip_berlaku_sampai" date,
	"no_str" text,
	"kode_dpjp_bpjs" text,
	"tampil_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokter_jadwal" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dokter_uid" uuid NOT NULL,
	"poli_uid" uuid NOT NULL,
	"hari" text NOT NULL,
	"jam_mulai" text NOT NULL,
	"jam_selesai" text NOT NULL,
	"kuota" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokter_poli" (
	"dokter_uid" uuid NOT NULL,
	"poli_uid" uuid NOT NULL,
	CONSTRAINT "dokter_poli_dokter_uid_poli_uid_pk" PRIMARY KEY("dokter_uid","poli_uid")
);
--> statement-breakpoint
CREATE TABLE "pegawai" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gelar_depan" text,
	"gelar_belakang" text,
	"nik" text,
	"jenis_kelamin" text NOT NULL,
	"tempat_lahir" text,
	"tanggal_lahir" date,
	"telepon" text,
	"email" text,
	"alamat" text,
	"jabatan_uid" uuid,
	"unit_uid" uuid,
	"jenis_pegawai" text NOT NULL,
	"tanggal_masuk" date,
	"akun_uid" uuid,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "perawat" (
	"pegawai_uid" uuid PRIMARY KEY NOT NULL,
	"no_str" text,
	"str_berlaku_sampai" date,
	"no_sipp" text,
	"poli_uid" uuid,
	"kompetensi" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "tindakan" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kategori" text NOT NULL,
	"golongan" text,
	"kode_icd9" text,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "tindakan_poli" (
	"tindakan_uid" uuid NOT NULL,
	"poli_uid" uuid NOT NULL,
	CONSTRAINT "tindakan_poli_tindakan_uid_poli_uid_pk" PRIMARY KEY("tindakan_uid","poli_uid")
);
--> statement-breakpoint
CREATE TABLE "pasien" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no_rm" text NOT NULL,
	"nama" text NOT NULL,
	"nama_cari" text NOT NULL,
	"nik" text,
	"no_bpjs" text,
	"jenis_kelamin" text NOT NULL,
	"tempat_lahir" text,
	"tanggal_lahir" date NOT NULL,
	"golongan_darah" text,
	"rhesus" text,
	"agama" text,
	"status_perkawinan" text,
	"pendidikan" text,
	"pekerjaan" text,
	"no_hp" text,
	"email" text,
	"alamat" text NOT NULL,
	"rt" text,
	"rw" text,
	"kode_pos" text,
	"provinsi_kode" text NOT NULL,
	"kabupaten_kode" text NOT NULL,
	"kecamatan_kode" text NOT NULL,
	"desa_kode" text NOT NULL,
	"provinsi_nama" text NOT NULL,
	"kabupaten_nama" text NOT NULL,
	"kecamatan_nama" text NOT NULL,
	"desa_nama" text NOT NULL,
	"nama_ibu" text,
	"pj_nama" text,
	"pj_hubungan" text,
	"pj_no_hp" text,
	"alergi" text[] DEFAULT '{}'::text[] NOT NULL,
	"catatan" text,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"digabung_ke" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pasien_jenis_kelamin_ck" CHECK ("pasien"."jenis_kelamin" in ('L', 'P')),
	CONSTRAINT "pasien_status_ck" CHECK ("pasien"."status" in ('AKTIF', 'NONAKTIF', 'MENINGGAL')),
	CONSTRAINT "pasien_digabung_ck" CHECK ("pasien"."digabung_ke" is null or "pasien"."digabung_ke" <> "pasien"."uid")
);
--> statement-breakpoint
CREATE TABLE "nomor_urut" (
	"kunci" text PRIMARY KEY NOT NULL,
	"nilai" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nomor_urut_nilai_ck" CHECK ("nomor_urut"."nilai" > 0)
);
--> statement-breakpoint
ALTER TABLE "farmasi_lokasi" ADD COLUMN "keterangan" text;--> statement-breakpoint
ALTER TABLE "farmasi_lokasi" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "farmasi_kelas_terapi" ADD CONSTRAINT "farmasi_kelas_terapi_induk_uid_farmasi_kelas_terapi_uid_fk" FOREIGN KEY ("induk_uid") REFERENCES "public"."farmasi_kelas_terapi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_paket_obat_item" ADD CONSTRAINT "farmasi_paket_obat_item_paket_uid_farmasi_paket_obat_uid_fk" FOREIGN KEY ("paket_uid") REFERENCES "public"."farmasi_paket_obat"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_paket_obat_item" ADD CONSTRAINT "farmasi_paket_obat_item_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_kategori_uid_farmasi_kategori_uid_fk" FOREIGN KEY ("kategori_uid") REFERENCES "public"."farmasi_kategori"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_varian_uid_farmasi_varian_uid_fk" FOREIGN KEY ("varian_uid") REFERENCES "public"."farmasi_varian"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_sediaan_uid_farmasi_sediaan_uid_fk" FOREIGN KEY ("sediaan_uid") REFERENCES "public"."farmasi_sediaan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_kelas_terapi_uid_farmasi_kelas_terapi_uid_fk" FOREIGN KEY ("kelas_terapi_uid") REFERENCES "public"."farmasi_kelas_terapi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk" ADD CONSTRAINT "farmasi_produk_supplier_uid_farmasi_supplier_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."farmasi_supplier"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk_satuan" ADD CONSTRAINT "farmasi_produk_satuan_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk_stok_minimum" ADD CONSTRAINT "farmasi_produk_stok_minimum_produk_uid_farmasi_produk_uid_fk" FOREIGN KEY ("produk_uid") REFERENCES "public"."farmasi_produk"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_produk_stok_minimum" ADD CONSTRAINT "farmasi_produk_stok_minimum_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antrian" ADD CONSTRAINT "antrian_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antrian" ADD CONSTRAINT "antrian_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kunjungan" ADD CONSTRAINT "kunjungan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kunjungan" ADD CONSTRAINT "kunjungan_asuransi_uid_asuransi_uid_fk" FOREIGN KEY ("asuransi_uid") REFERENCES "public"."asuransi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kunjungan" ADD CONSTRAINT "kunjungan_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan" ADD CONSTRAINT "layanan_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan" ADD CONSTRAINT "layanan_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan" ADD CONSTRAINT "layanan_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layanan" ADD CONSTRAINT "layanan_dokter_uid_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faskes_logo" ADD CONSTRAINT "faskes_logo_faskes_uid_faskes_uid_fk" FOREIGN KEY ("faskes_uid") REFERENCES "public"."faskes"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_rujukan_lab" ADD CONSTRAINT "nilai_rujukan_lab_pemeriksaan_uid_pemeriksaan_lab_uid_fk" FOREIGN KEY ("pemeriksaan_uid") REFERENCES "public"."pemeriksaan_lab"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paket_lab_item" ADD CONSTRAINT "paket_lab_item_paket_uid_paket_lab_uid_fk" FOREIGN KEY ("paket_uid") REFERENCES "public"."paket_lab"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paket_lab_item" ADD CONSTRAINT "paket_lab_item_pemeriksaan_uid_pemeriksaan_lab_uid_fk" FOREIGN KEY ("pemeriksaan_uid") REFERENCES "public"."pemeriksaan_lab"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisi" ADD CONSTRAINT "divisi_organisasi_uid_organisasi_uid_fk" FOREIGN KEY ("organisasi_uid") REFERENCES "public"."organisasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lokasi" ADD CONSTRAINT "lokasi_organisasi_uid_organisasi_uid_fk" FOREIGN KEY ("organisasi_uid") REFERENCES "public"."organisasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisasi" ADD CONSTRAINT "organisasi_induk_uid_organisasi_uid_fk" FOREIGN KEY ("induk_uid") REFERENCES "public"."organisasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_divisi_uid_divisi_uid_fk" FOREIGN KEY ("divisi_uid") REFERENCES "public"."divisi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_lokasi_uid_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokter" ADD CONSTRAINT "dokter_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokter_jadwal" ADD CONSTRAINT "dokter_jadwal_dokter_uid_dokter_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."dokter"("pegawai_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokter_jadwal" ADD CONSTRAINT "dokter_jadwal_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokter_poli" ADD CONSTRAINT "dokter_poli_dokter_uid_dokter_pegawai_uid_fk" FOREIGN KEY ("dokter_uid") REFERENCES "public"."dokter"("pegawai_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokter_poli" ADD CONSTRAINT "dokter_poli_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_jabatan_uid_jabatan_uid_fk" FOREIGN KEY ("jabatan_uid") REFERENCES "public"."jabatan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_unit_uid_unit_uid_fk" FOREIGN KEY ("unit_uid") REFERENCES "public"."unit"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawat" ADD CONSTRAINT "perawat_pegawai_uid_pegawai_uid_fk" FOREIGN KEY ("pegawai_uid") REFERENCES "public"."pegawai"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perawat" ADD CONSTRAINT "perawat_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_poli" ADD CONSTRAINT "tindakan_poli_tindakan_uid_tindakan_uid_fk" FOREIGN KEY ("tindakan_uid") REFERENCES "public"."tindakan"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_poli" ADD CONSTRAINT "tindakan_poli_poli_uid_poli_uid_fk" FOREIGN KEY ("poli_uid") REFERENCES "public"."poli"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_digabung_ke_pasien_uid_fk" FOREIGN KEY ("digabung_ke") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasien" ADD CONSTRAINT "pasien_created_by_akun_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_kategori_kode_aktif_uq" ON "farmasi_kategori" USING btree ("kode") WHERE "farmasi_kategori"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_kategori_nama_aktif_uq" ON "farmasi_kategori" USING btree (lower("nama")) WHERE "farmasi_kategori"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_kelas_terapi_kode_aktif_uq" ON "farmasi_kelas_terapi" USING btree ("kode") WHERE "farmasi_kelas_terapi"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "farmasi_kelas_terapi_nama_idx" ON "farmasi_kelas_terapi" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "farmasi_kelas_terapi_induk_idx" ON "farmasi_kelas_terapi" USING btree ("induk_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_sediaan_kode_aktif_uq" ON "farmasi_sediaan" USING btree ("kode") WHERE "farmasi_sediaan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_sediaan_nama_aktif_uq" ON "farmasi_sediaan" USING btree (lower("nama")) WHERE "farmasi_sediaan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_supplier_kode_aktif_uq" ON "farmasi_supplier" USING btree ("kode") WHERE "farmasi_supplier"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "farmasi_supplier_nama_idx" ON "farmasi_supplier" USING btree (lower("nama"));--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_varian_kode_aktif_uq" ON "farmasi_varian" USING btree ("kode") WHERE "farmasi_varian"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_varian_nama_aktif_uq" ON "farmasi_varian" USING btree (lower("nama")) WHERE "farmasi_varian"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_paket_obat_kode_aktif_uq" ON "farmasi_paket_obat" USING btree ("kode") WHERE "farmasi_paket_obat"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "farmasi_paket_obat_nama_idx" ON "farmasi_paket_obat" USING btree (lower("nama"));--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_produk_kode_aktif_uq" ON "farmasi_produk" USING btree ("kode") WHERE "farmasi_produk"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "farmasi_produk_nama_idx" ON "farmasi_produk" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "farmasi_produk_generik_idx" ON "farmasi_produk" USING btree ("nama_generik");--> statement-breakpoint
CREATE INDEX "farmasi_produk_kategori_idx" ON "farmasi_produk" USING btree ("kategori_uid");--> statement-breakpoint
CREATE INDEX "farmasi_produk_kelas_idx" ON "farmasi_produk" USING btree ("kelas_terapi_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "antrian_layanan_uq" ON "antrian" USING btree ("layanan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "antrian_poli_tanggal_nomor_uq" ON "antrian" USING btree ("poli_uid","tanggal","nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "antrian_kode_tiket_uq" ON "antrian" USING btree ("kode_tiket");--> statement-breakpoint
CREATE INDEX "kunjungan_pasien_idx" ON "kunjungan" USING btree ("pasien_uid","tanggal");--> statement-breakpoint
CREATE INDEX "kunjungan_tanggal_idx" ON "kunjungan" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "layanan_kunjungan_idx" ON "layanan" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "layanan_poli_tanggal_idx" ON "layanan" USING btree ("poli_uid","tanggal","dokter_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "layanan_pasien_poli_hari_uq" ON "layanan" USING btree ("pasien_uid","poli_uid","tanggal") WHERE "layanan"."status" <> 'BATAL';--> statement-breakpoint
CREATE UNIQUE INDEX "faskes_kode_aktif_uq" ON "faskes" USING btree ("kode") WHERE "faskes"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "faskes_nama_aktif_uq" ON "faskes" USING btree (lower("nama")) WHERE "faskes"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "faskes_digunakan_uq" ON "faskes" USING btree ("digunakan") WHERE "faskes"."digunakan";--> statement-breakpoint
CREATE UNIQUE INDEX "asuransi_kode_aktif_uq" ON "asuransi" USING btree ("kode") WHERE "asuransi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "asuransi_nama_aktif_uq" ON "asuransi" USING btree (lower("nama")) WHERE "asuransi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_kode_aktif_uq" ON "bank" USING btree ("kode") WHERE "bank"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_nama_aktif_uq" ON "bank" USING btree (lower("nama")) WHERE "bank"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "nilai_rujukan_lab_pemeriksaan_idx" ON "nilai_rujukan_lab" USING btree ("pemeriksaan_uid","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "paket_lab_kode_aktif_uq" ON "paket_lab" USING btree ("kode") WHERE "paket_lab"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "paket_lab_nama_aktif_uq" ON "paket_lab" USING btree (lower("nama")) WHERE "paket_lab"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "paket_lab_item_pemeriksaan_idx" ON "paket_lab_item" USING btree ("pemeriksaan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "pemeriksaan_lab_kode_aktif_uq" ON "pemeriksaan_lab" USING btree ("kode") WHERE "pemeriksaan_lab"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "pemeriksaan_lab_nama_aktif_uq" ON "pemeriksaan_lab" USING btree (lower("nama")) WHERE "pemeriksaan_lab"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "pemeriksaan_lab_kelompok_idx" ON "pemeriksaan_lab" USING btree ("kelompok","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "divisi_kode_aktif_uq" ON "divisi" USING btree ("kode") WHERE "divisi"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "divisi_nama_idx" ON "divisi" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "divisi_organisasi_idx" ON "divisi" USING btree ("organisasi_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "jabatan_kode_aktif_uq" ON "jabatan" USING btree ("kode") WHERE "jabatan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "jabatan_nama_aktif_uq" ON "jabatan" USING btree (lower("nama")) WHERE "jabatan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "lokasi_kode_aktif_uq" ON "lokasi" USING btree ("kode") WHERE "lokasi"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "lokasi_nama_idx" ON "lokasi" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "lokasi_organisasi_idx" ON "lokasi" USING btree ("organisasi_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "organisasi_kode_aktif_uq" ON "organisasi" USING btree ("kode") WHERE "organisasi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "organisasi_nama_aktif_uq" ON "organisasi" USING btree (lower("nama")) WHERE "organisasi"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "organisasi_induk_idx" ON "organisasi" USING btree ("induk_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_kode_aktif_uq" ON "unit" USING btree ("kode") WHERE "unit"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "unit_nama_aktif_uq" ON "unit" USING btree (lower("nama")) WHERE "unit"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "unit_divisi_idx" ON "unit" USING btree ("divisi_uid");--> statement-breakpoint
CREATE INDEX "unit_lokasi_idx" ON "unit" USING btree ("lokasi_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "poli_kode_aktif_uq" ON "poli" USING btree ("kode") WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "poli_nama_aktif_uq" ON "poli" USING btree (lower("nama")) WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "poli_prefix_aktif_uq" ON "poli" USING btree ("prefix_antrian") WHERE "poli"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "pemeriksaan_radiologi_kode_aktif_uq" ON "pemeriksaan_radiologi" USING btree ("kode") WHERE "pemeriksaan_radiologi"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "pemeriksaan_radiologi_nama_aktif_uq" ON "pemeriksaan_radiologi" USING btree (lower("nama")) WHERE "pemeriksaan_radiologi"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "pemeriksaan_radiologi_modalitas_idx" ON "pemeriksaan_radiologi" USING btree ("modalitas");--> statement-breakpoint
CREATE INDEX "dokter_jadwal_dokter_idx" ON "dokter_jadwal" USING btree ("dokter_uid");--> statement-breakpoint
CREATE INDEX "dokter_jadwal_poli_hari_idx" ON "dokter_jadwal" USING btree ("poli_uid","hari");--> statement-breakpoint
CREATE INDEX "dokter_poli_poli_idx" ON "dokter_poli" USING btree ("poli_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "pegawai_kode_aktif_uq" ON "pegawai" USING btree ("kode") WHERE "pegawai"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "pegawai_nama_idx" ON "pegawai" USING btree (lower("nama"));--> statement-breakpoint
CREATE UNIQUE INDEX "pegawai_akun_aktif_uq" ON "pegawai" USING btree ("akun_uid") WHERE "pegawai"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "pegawai_nik_aktif_uq" ON "pegawai" USING btree ("nik") WHERE "pegawai"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "pegawai_unit_idx" ON "pegawai" USING btree ("unit_uid");--> statement-breakpoint
CREATE INDEX "pegawai_jabatan_idx" ON "pegawai" USING btree ("jabatan_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tarif_sel_uq" ON "tarif" USING btree ("jenis_item","item_uid","penjamin","kelas","berlaku_mulai");--> statement-breakpoint
CREATE INDEX "tarif_item_idx" ON "tarif" USING btree ("jenis_item","item_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tindakan_kode_aktif_uq" ON "tindakan" USING btree ("kode") WHERE "tindakan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "tindakan_nama_aktif_uq" ON "tindakan" USING btree (lower("nama")) WHERE "tindakan"."status" = 'AKTIF';--> statement-breakpoint
CREATE INDEX "tindakan_kategori_idx" ON "tindakan" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "tindakan_poli_poli_idx" ON "tindakan_poli" USING btree ("poli_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "pasien_no_rm_uq" ON "pasien" USING btree ("no_rm" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pasien_nik_uq" ON "pasien" USING btree ("nik") WHERE "pasien"."digabung_ke" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pasien_no_bpjs_uq" ON "pasien" USING btree ("no_bpjs") WHERE "pasien"."digabung_ke" is null;--> statement-breakpoint
CREATE INDEX "pasien_tanggal_lahir_idx" ON "pasien" USING btree ("tanggal_lahir");--> statement-breakpoint
CREATE INDEX "pasien_nama_cari_trgm_idx" ON "pasien" USING gin ("nama_cari" gin_trgm_ops);